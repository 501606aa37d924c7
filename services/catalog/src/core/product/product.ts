import { DEFAULT_FISCAL_TAX_TYPE } from '@shop/domain';
import type { ProductOption } from '@shop/contracts';
import type { ProductView } from '../../api/catalog-api';
import { variantViews, type VariantRecord } from './variants';
import { CATEGORY_SYNONYMS } from '../search/category-synonyms';
import { copyFiscal } from './product-fiscal';
import { copyTranslations } from './product-translations';
import type { SearchableTexts } from '../ports/searchable-products.port';
import { prefixesOf, wordsOf } from '../search/search-words';
import { mediaByUrl, shownImageUrls, type StoredImageMedia } from './product-media';

/**
 * A product as stored. Besides the fields shoppers see it keeps what the store needs to
 * answer quickly and safely: `stock.available` (quantity - reserved, kept by every stock
 * change so a reservation is one conditional update), `rating.sum` (so the average follows
 * each review atomically), normalised keys for sorting and filtering, and search prefixes.
 * Products stored before they could carry translations have none (read as `{}`); those stored
 * before EBM fields were kept have none until the catalog's start gives them their item code
 * (AssignItemCodes).
 */
export type ProductRecord = Omit<ProductView, 'image' | 'rating' | 'translations' | 'fiscal' | 'options' | 'variants' | 'media'> & {
  /** The uploaded photos' sizes and placeholders (absent: stored before photos were resized). */
  media?: StoredImageMedia[];
  /** Absent, with `variants`, for a product sold as one thing. With variants, price is their lowest and stock their sums. */
  options?: ProductOption[];
  variants?: VariantRecord[];
  rating: ProductView['rating'] & { sum: number };
  translations?: ProductView['translations'];
  fiscal?: ProductView['fiscal'];
  /** Counts the admin's edits, so an edit written over a newer one is refused (absent: none yet). */
  detailsVersion?: number;
  /** Counts the stock writes of a product sold in variants, so a replacement of its variants is never written over one. */
  stockVersion?: number;
} & ProductKeys;

/** Derived fields, recomputed from the details on every write. */
export type ProductKeys = {
  /** Lower case without accents, for a name sort that ignores case. */
  nameKey: string;
  brandKey: string;
  /** Prefixes of the words of name, brand, category (and its synonyms), tags, short description, features. */
  searchPrefixes: string[];
  /** Prefixes of the words of the name alone: name matches rank first. */
  namePrefixes: string[];
};

/** The fields an admin edits. */
export type ProductDetails = Pick<
  ProductRecord,
  | 'name'
  | 'brand'
  | 'category'
  | 'price'
  | 'originalPrice'
  | 'images'
  | 'media'
  | 'badge'
  | 'isFeatured'
  | 'status'
  | 'shortDescription'
  | 'description'
  | 'features'
  | 'tags'
  | 'translations'
>;

export const normalisedKey = (text: string) => wordsOf(text).join(' ');

/** The texts a product is found by: name, brand, category (and its synonyms), tags, short description, features. */
export function searchableTextsOf(details: SearchableTexts): string[] {
  return [
    details.name,
    details.brand,
    details.category,
    ...CATEGORY_SYNONYMS[details.category],
    ...details.tags,
    details.shortDescription,
    ...details.features,
  ];
}

export function keysOf(details: ProductDetails): ProductKeys {
  const searchable = searchableTextsOf(details);
  return {
    nameKey: normalisedKey(details.name),
    brandKey: normalisedKey(details.brand),
    searchPrefixes: prefixesOf(searchable),
    namePrefixes: prefixesOf([details.name]),
  };
}

/** One decimal; 0 without reviews. */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** Shown for a product whose item code is still to be assigned (it gets one at the catalog's start, or when an order reads it). */
const UNASSIGNED_FISCAL: ProductView['fiscal'] = { itemCode: '', taxType: DEFAULT_FISCAL_TAX_TYPE };

export function toProductView(record: ProductRecord): ProductView {
  const { stock, rating } = record;
  return {
    _id: record._id,
    name: record.name,
    slug: record.slug,
    brand: record.brand,
    category: record.category,
    price: record.price,
    ...(record.originalPrice !== undefined ? { originalPrice: record.originalPrice } : {}),
    image: record.images.primary,
    images: { primary: record.images.primary, gallery: [...record.images.gallery] },
    media: mediaByUrl(record.media, shownImageUrls(record)),
    ...(record.badge ? { badge: record.badge } : {}),
    isFeatured: record.isFeatured,
    isActive: record.status === 'active',
    status: record.status,
    shortDescription: record.shortDescription,
    description: record.description,
    features: [...record.features],
    tags: [...record.tags],
    translations: copyTranslations(record.translations),
    currency: 'RWF',
    creator: record.creator,
    stock: {
      quantity: stock.quantity,
      reserved: stock.reserved,
      available: Math.max(0, stock.quantity - stock.reserved),
      lowStockThreshold: stock.lowStockThreshold,
    },
    options: (record.options ?? []).map((option) => ({ name: option.name, values: [...option.values] })),
    variants: variantViews(record.variants),
    rating: { average: rating.average, count: rating.count },
    views: record.views,
    purchases: record.purchases,
    wishlistCount: Math.max(0, record.wishlistCount),
    fiscal: copyFiscal(record.fiscal) ?? UNASSIGNED_FISCAL,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
