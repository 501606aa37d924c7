import type { Category } from '@shop/domain';
import type { ProductTranslations } from '../api/catalog-api';

/** A badge shown on a product card: one of the usual three, or any short free text. */
export type DemoBadge = 'NEW' | 'SALE' | 'BESTSELLER' | (string & Record<never, never>);

/** A review written by a demo shopper; `daysAgo` is counted back from the moment of seeding. */
export interface DemoReview {
  reviewer: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
}

/**
 * One product of the demo catalogue, as plain data. The catalog service turns it into a stored
 * product at seed time (id, slug, timestamps, rating average, currency RWF, status active).
 */
export interface DemoProduct {
  /** Brand and model, unique in the catalogue. */
  name: string;
  brand: string;
  category: Category;
  /** Integer RWF, 18% VAT included, 15,000 to 2,500,000. */
  price: number;
  /** Higher than `price` when the product is discounted. */
  originalPrice?: number;
  badge?: DemoBadge;
  isFeatured: boolean;
  /** One sentence. */
  shortDescription: string;
  /** Two to four sentences. */
  description: string;
  /** Four to seven key features. */
  features: string[];
  /** Lower-case search tags. */
  tags: string[];
  /** French and Kinyarwanda texts, when the product has them (demo-catalogue.translations.ts). */
  translations?: ProductTranslations;
  /** Site path of the primary image, e.g. '/images/products/mouse.svg' (served from web/public). */
  image: string;
  /** Zero to three extra images (other views of the same family). */
  gallery: string[];
  stock: { quantity: number; lowStockThreshold: number };
  /** Zero to four reviews; each `daysAgo` is at most the product's `daysSinceAdded`. */
  reviews: DemoReview[];
  /** Age of the product at seed time, for createdAt (0 to 120). */
  daysSinceAdded: number;
  views: number;
  purchases: number;
}
