import { createLogger } from '@shop/platform';
import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { SitePages, type PageAnswer, type PageCatalog } from './site-pages';
import { fakeCatalog, productView } from './testing/catalog-fixtures';

const K2_ID = '0123456789abcdef01234567';
const MISSING_ID = 'fedcba9876543210fedcba98';
const PUBLIC_URL = 'https://devshop.rw';
const logger = createLogger({ service: 'test', level: 'silent' });

const k2 = productView({
  _id: K2_ID,
  name: 'Keychron K2',
  price: 95_000,
  isFeatured: true,
  images: { primary: '/uploads/products/0123456789abcdef0123456789abcdef.jpg', gallery: ['/images/products/k2-side.svg'] },
  media: {
    '/uploads/products/0123456789abcdef0123456789abcdef.jpg': { width: 1280, height: 960, widths: [320, 640, 1280], placeholder: 'data:image/webp;base64,AAAA' },
  },
  translations: { fr: { name: 'Clavier Keychron K2', shortDescription: 'Un clavier mécanique sans fil.' } },
  rating: { average: 4.5, count: 8 },
});
const watch = productView({ _id: '0123456789abcdef01234568', name: 'Pixel Watch', category: 'watches', price: 250_000, stock: { quantity: 0, reserved: 0, available: 0, lowStockThreshold: 2 } });

function pagesOver(catalog: PageCatalog = fakeCatalog([k2, watch])) {
  return new SitePages({ catalog, publicUrl: PUBLIC_URL, logger });
}

const statusOf = (answer: PageAnswer) => ('status' in answer ? answer.status : `redirect ${answer.redirect}`);
const ask = (pages: SitePages, path: string, query: Record<string, unknown> = {}, acceptLanguage?: string) =>
  pages.answer({ path, query, acceptLanguage });

describe('the pages of the web app', () => {
  it('answer 404 where the app shows its 404 page: no such screen, product or category', async () => {
    const pages = pagesOver();
    for (const [path, query] of [
      ['/no/such/page', {}],
      ['/products/keyboards/extra', {}],
      [`/product/${MISSING_ID}`, {}],
      ['/product/not-an-id', {}],
      ['/products/spaceships', {}],
      ['/products', { category: 'spaceships' }],
    ] as const) {
      expect(statusOf(await ask(pages, path, query)), path).toBe(404);
    }
  });

  it('answer 200 for every screen the app has, with a head only where a link preview needs one', async () => {
    const pages = pagesOver();
    for (const path of ['/cart', '/checkout', '/admin/products', '/order-confirmation/ORD-1', '/login', '/about']) {
      expect(await ask(pages, path), path).toEqual({ status: 200 });
    }
    for (const [path, query] of [
      ['/', {}],
      ['/products', {}],
      ['/products', { category: 'smartwatches' }],
      ['/products/keyboards', {}],
      ['/Products/SmartWatches/', {}],
      [`/product/${K2_ID}`, {}],
    ] as const) {
      const answer = await ask(pages, path, query);
      expect(statusOf(answer), path).toBe(200);
      expect('status' in answer && answer.head, path).toBeTruthy();
    }
  });

  it('send a product id given as a category to the product’s own page', async () => {
    expect(await ask(pagesOver(), `/products/${K2_ID}`)).toEqual({ redirect: `/product/${K2_ID}` });
  });

  it('describe a product: name, price, image, canonical address and schema.org Product data', async () => {
    const answer = await ask(pagesOver(), `/product/${K2_ID}/`);
    const head = 'status' in answer ? answer.head! : undefined;
    expect(head).toMatchObject({
      language: 'en',
      title: 'Keychron K2 | DevShop',
      description: '95,000\u00a0RWF at DevShop. A wireless mechanical keyboard.',
      canonicalPath: `/product/${K2_ID}`,
      type: 'product',
      price: 95_000,
      image: { url: '/uploads/products/0123456789abcdef0123456789abcdef.jpg', alt: 'Keychron K2', width: 1280, height: 960 },
    });
    expect(head!.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Keychron K2',
      image: ['https://devshop.rw/uploads/products/0123456789abcdef0123456789abcdef.jpg', 'https://devshop.rw/images/products/k2-side.svg'],
      description: 'A wireless mechanical keyboard.',
      sku: 'RW2NTU0000012',
      brand: { '@type': 'Brand', name: 'Keychron' },
      category: 'keyboards',
      offers: {
        '@type': 'Offer',
        url: `https://devshop.rw/product/${K2_ID}`,
        price: 95_000,
        priceCurrency: 'RWF',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 8 },
    });
  });

  it('say when a product is sold out, and give the price range of variants priced apart', async () => {
    const variant = (sku: string, price: number) => ({ _id: sku, sku, options: [sku], label: sku, price, stock: { quantity: 1, reserved: 0, available: 1, lowStockThreshold: 1 } });
    const tee = productView({ _id: '0123456789abcdef01234569', name: 'DevShop tee', category: 'hoodies', price: 15_000, variants: [variant('S', 15_000), variant('XL', 18_000)] });
    const pages = pagesOver(fakeCatalog([watch, tee]));
    const sold = await ask(pages, `/product/${watch._id}`);
    expect('status' in sold && sold.head?.structuredData?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const ranged = await ask(pages, `/product/${tee._id}`);
    expect('status' in ranged && ranged.head?.structuredData?.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 15_000, highPrice: 18_000, offerCount: 2 });
  });

  it('speak the language the request asks for, the product’s translation included', async () => {
    const pages = pagesOver();
    const product = await ask(pages, `/product/${K2_ID}`, {}, 'fr-RW,fr;q=0.9,en;q=0.5');
    expect('status' in product && product.head).toMatchObject({
      language: 'fr',
      title: 'Clavier Keychron K2 | DevShop',
      description: '95,000\u00a0RWF chez DevShop. Un clavier mécanique sans fil.',
    });
    const category = await ask(pages, '/products/smartwatches', {}, 'rw');
    expect('status' in category && category.head).toMatchObject({ language: 'rw', title: 'Amasaha | DevShop', canonicalPath: '/products/watches' });
  });

  it('show a listing with its first product’s picture, and a category by its name', async () => {
    const pages = pagesOver();
    const category = await ask(pages, '/products', { category: ['watches', 'keyboards'] });
    expect('status' in category && category.head).toMatchObject({
      title: 'Watches | DevShop',
      canonicalPath: '/products/watches',
      image: { url: '/images/products/mechanical-keyboard.svg', alt: 'Watches' },
    });
    const home = await ask(pages, '/');
    expect('status' in home && home.head).toMatchObject({ canonicalPath: '/', image: { url: k2.images.primary, width: 1280 } });
  });

  it('ask the catalogue once for a product however often it is shared, until it changes', async () => {
    const catalog = fakeCatalog([k2]);
    const pages = pagesOver(catalog);
    await Promise.all([1, 2, 3].map(() => ask(pages, `/product/${K2_ID}`)));
    await ask(pages, `/product/${MISSING_ID}`);
    await ask(pages, `/product/${MISSING_ID}`);
    expect(catalog.reads).toEqual([`product ${K2_ID}`, `product ${MISSING_ID}`]);
    pages.forget({ productIds: [K2_ID], listings: false });
    await ask(pages, `/product/${K2_ID}`);
    expect(catalog.reads.at(-1)).toBe(`product ${K2_ID}`);
    expect(catalog.reads).toHaveLength(3);
  });

  it('send the shell without a preview, not a 404, while the catalogue cannot be read', async () => {
    const away = fakeCatalog([k2]);
    away.getProduct = () => Promise.reject(new AppError('unavailable', 'The catalogue is away'));
    away.listProducts = () => Promise.reject(new Error('connection refused'));
    const pages = pagesOver(away);
    expect(await ask(pages, `/product/${K2_ID}`)).toEqual({ status: 200 });
    expect(await ask(pages, '/products/keyboards')).toEqual({ status: 200 });
    expect(statusOf(await ask(pages, '/products/spaceships'))).toBe(404);
  });
});
