import type { Product } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { PageCatalog } from '../site-pages';
import type { SitemapCatalog } from '../sitemap';

/** A product as the catalogue shows it, with the fields a test names. */
export function productView(fields: Partial<Product> & Pick<Product, '_id' | 'name'>): Product {
  return {
    slug: fields.name.toLowerCase().replace(/\W+/g, '-'),
    brand: 'Keychron',
    category: 'keyboards',
    price: 95_000,
    image: '/images/products/mechanical-keyboard.svg',
    images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
    media: {},
    isFeatured: false,
    isActive: true,
    status: 'active',
    shortDescription: 'A wireless mechanical keyboard.',
    description: 'A wireless mechanical keyboard with hot-swappable switches.',
    features: [],
    tags: [],
    translations: {},
    currency: 'RWF',
    creator: 'admin',
    stock: { quantity: 12, reserved: 0, available: 12, lowStockThreshold: 2 },
    options: [],
    variants: [],
    rating: { average: 0, count: 0 },
    views: 0,
    purchases: 0,
    wishlistCount: 0,
    fiscal: { itemCode: 'RW2NTU0000012', taxType: 'B' },
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

/** A catalogue of these products (all active), counting the reads it is asked for. */
export function fakeCatalog(products: Product[]): PageCatalog & SitemapCatalog & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async getProduct(id) {
      reads.push(`product ${id}`);
      const found = products.find((product) => product._id === id);
      if (!found) throw new AppError('not_found', 'Product not found');
      return found;
    },
    async featuredProducts(limit = 10) {
      reads.push('featured');
      return products.filter((product) => product.isFeatured).slice(0, limit);
    },
    async listProducts({ page = 1, limit = 20, category } = {}) {
      reads.push(`list ${category ?? 'all'} ${page}`);
      const listed = products.filter((product) => !category || product.category === category);
      return {
        products: listed.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, totalPages: Math.ceil(listed.length / limit), total: listed.length },
      };
    },
    async listProductStamps({ after, limit }) {
      reads.push(`stamps after ${after ?? 'none'} ${limit}`);
      const following = products.filter((product) => after === undefined || product._id > after).sort((a, b) => (a._id < b._id ? -1 : 1));
      const page = following.slice(0, limit).map(({ _id, updatedAt }) => ({ id: _id, updatedAt }));
      return following.length > limit ? { products: page, next: page.at(-1)!.id } : { products: page };
    },
    async listCategories() {
      reads.push('categories');
      const counts = new Map<string, number>();
      for (const product of products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
      return [...counts].map(([name, count]) => ({ name, count }));
    },
  };
}
