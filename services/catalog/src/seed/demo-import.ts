import { idFrom } from '@shop/platform';
import type { ImportedProduct } from '../core/use-cases/import-products.use-case';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_VARIANTS } from './demo-variants';

const DAY_MS = 86_400_000;

/** A stable 24-hex id from a name, so demo reviewers are the same people on every seed. */
const stableId = (name: string) => idFrom(`devshop-demo:${name}`);

/** The catalogue's own demo products are credited to the shop itself, not to a person. */
export const DEMO_CREATOR_ID = stableId('catalogue');

/**
 * The demo catalogue as products with their history, dated back from `now`. They bring no EBM
 * fields: the import gives them the shop's item codes in this order (RW2NTU0000001 onwards) at
 * 18% VAT (tax type B), and the sequence goes on from there for the admin's products.
 */
export function demoImportItems(now: Date): ImportedProduct[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return DEMO_PRODUCTS.map((demo) => ({
    creator: DEMO_CREATOR_ID,
    createdAt: ago(demo.daysSinceAdded),
    views: demo.views,
    purchases: demo.purchases,
    ...(DEMO_VARIANTS[demo.name] ? { variants: DEMO_VARIANTS[demo.name] } : {}),
    product: {
      name: demo.name,
      brand: demo.brand,
      category: demo.category,
      price: demo.price,
      originalPrice: demo.originalPrice ?? null,
      badge: demo.badge ?? null,
      isFeatured: demo.isFeatured,
      status: 'active',
      shortDescription: demo.shortDescription,
      description: demo.description,
      features: demo.features,
      tags: demo.tags,
      ...(demo.translations ? { translations: demo.translations } : {}),
      images: { primary: demo.image, gallery: demo.gallery },
      stock: demo.stock,
    },
    reviews: demo.reviews.map((review) => {
      const [firstName = review.reviewer, ...rest] = review.reviewer.split(' ');
      return {
        user: {
          id: stableId(review.reviewer),
          firstName,
          lastName: rest.join(' '),
          username: review.reviewer.toLowerCase().replace(/[^a-z0-9]+/g, '.'),
          avatar: '',
        },
        rating: review.rating,
        comment: review.comment,
        createdAt: ago(review.daysAgo),
      };
    }),
  }));
}
