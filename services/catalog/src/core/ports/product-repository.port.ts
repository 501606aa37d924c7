import type { Category, ProductStatus, SortOrder } from '@shop/domain';
import type { ProductFiscal, ProductSortKey } from '../../api/catalog-api';
import type { ProductOption } from '@shop/contracts';
import type { ProductDetails, ProductKeys, ProductRecord } from '../product/product';
import type { VariantRecord } from '../product/variants';
import type { SearchTerm } from '../search/search-words';

/** Which products a listing asks for; every part is optional and they all apply. */
export interface ProductCriteria {
  /** Undefined: every status (admin). */
  status?: ProductStatus;
  category?: Category;
  brandKey?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  inStock?: boolean;
  /** Any of these tags. */
  tags?: string[];
  /** Every term must be one of the product's search prefixes (in any of its forms). */
  search?: SearchTerm[];
  /** With `search`: products whose name alone matches every term, or the others. */
  nameMatch?: 'name' | 'other';
  excludeIds?: string[];
}

export interface ProductOrder {
  by: ProductSortKey;
  direction: SortOrder;
}

export interface Range {
  skip: number;
  limit: number;
}

export type NewProductRecord = Omit<ProductRecord, '_id'>;

/** A product's id and last-change time, read without the rest of it. */
export type ProductStampRecord = Pick<ProductRecord, '_id' | 'updatedAt'>;

export interface DetailsChange {
  /** Applied only while the quantity is still this (a commit may change it meanwhile). */
  expectedQuantity: number;
  /** And while the threshold is still this. */
  expectedThreshold: number;
  /** And while no other edit came in since the product was read (null: none ever had). */
  expectedDetailsVersion: number | null;
  quantity: number;
  lowStockThreshold: number;
  details: ProductDetails & ProductKeys & { slug: string };
  /** Its item code is unique: another product's makes the update fail with conflict itemCodeTaken. */
  fiscal: ProductFiscal;
  updatedAt: string;
}

/** Whose stock a line moves: a product sold as one thing, or one variant of a product sold in variants. */
export interface StockTarget {
  productId: string;
  variantId?: string;
}

/** An admin's replacement of a product's options and variants. */
export interface VariantsChange {
  /** Applied only while no stock write came in since the product was read (null: none ever did). */
  expectedStockVersion: number | null;
  /** The product gains or loses its options: applied only while no order holds its units. */
  converting: boolean;
  options: ProductOption[];
  /** Empty: the product is one thing again, with `quantityWithout` units. */
  variants: VariantRecord[];
  quantityWithout: number;
  lowStockThreshold: number;
  updatedAt: string;
}

export interface RatingTotals {
  sum: number;
  count: number;
}

/**
 * Products in the store. Every listing is served by an index; ties are broken by id, so
 * the order is stable. Counters and stock move with single atomic updates.
 */
export interface ProductRepository {
  /** null for an unknown or malformed id. */
  findById(id: string): Promise<ProductRecord | null>;
  findBySlug(slug: string): Promise<ProductRecord | null>;
  findByIds(ids: string[]): Promise<ProductRecord[]>;
  find(criteria: ProductCriteria, order: ProductOrder, range: Range): Promise<ProductRecord[]>;
  count(criteria: ProductCriteria): Promise<number>;
  /** find and count together: a store may answer both from one reading of its indexes. */
  page(criteria: ProductCriteria, order: ProductOrder, range: Range): Promise<{ items: ProductRecord[]; total: number }>;
  /**
   * The id and updatedAt alone of at most `limit` products that match, in id order from the first
   * after `after` (a keyset: the store seeks to it, never counts its way there).
   */
  stamps(criteria: Pick<ProductCriteria, 'status'>, page: { after?: string; limit: number }): Promise<ProductStampRecord[]>;
  /** Every product, whatever its status. */
  countAll(): Promise<number>;
  /**
   * Active products whose available units are at or below their low-stock threshold (for a product
   * sold in variants, those of a variant): enough of them, fewest first, that the `limit` entries with
   * the fewest units (a product, or a variant) are among them.
   */
  lowStock(limit: number): Promise<ProductRecord[]>;
  /** The brand of each product that matches. */
  brandsOf(criteria: ProductCriteria): Promise<string[]>;
  slugExists(slug: string, exceptId?: string): Promise<boolean>;
  /** Whether a product (other than `exceptId`) has this item code. */
  itemCodeExists(itemCode: string, exceptId?: string): Promise<boolean>;
  /** null when the slug or the item code was taken meanwhile. */
  insert(record: NewProductRecord): Promise<ProductRecord | null>;
  /** Products stored without EBM fields, oldest first (ties by id). */
  withoutFiscal(limit: number): Promise<ProductRecord[]>;
  /**
   * Gives a product stored without EBM fields these, only while it still has none; the product
   * after, or null when it has some by then, is gone, or the item code was taken meanwhile. It
   * counts as an edit (detailsVersion), so an admin's edit read before it reads the product again.
   */
  setFiscal(id: string, fiscal: ProductFiscal): Promise<ProductRecord | null>;
  /**
   * Replaces the details and moves quantity and available by the same difference, so what
   * orders hold stays reserved. null when the quantity changed meanwhile, when a new quantity is
   * below the units reserved as the update applies (checked in the same atomic step, so the
   * stock never drops below what orders will take), or when the product is gone.
   */
  replaceDetails(id: string, change: DetailsChange): Promise<ProductRecord | null>;
  delete(id: string): Promise<boolean>;
  /** Active products only; the new count, or null. */
  incrementViews(id: string): Promise<number | null>;
  addToWishlistCount(id: string, delta: number): Promise<void>;
  /** Adds to the rating totals; the totals after, or null when the product is gone. */
  addToRating(id: string, sumDelta: number, countDelta: number): Promise<RatingTotals | null>;
  /** Sets the average only while the totals are still these. */
  setRatingAverage(id: string, totals: RatingTotals, average: number): Promise<void>;
  /**
   * Takes `quantity` from available into reserved when that many are available, of the variant
   * named (with the product's sums) or of a product sold as one thing: a target that names no
   * variant of a product sold in variants, or one it does not have, reserves nothing.
   */
  reserve(target: StockTarget, quantity: number, now: string): Promise<boolean>;
  unreserve(target: StockTarget, quantity: number, now: string): Promise<void>;
  /** Reserved units leave the stock as sold ones. */
  commit(target: StockTarget, quantity: number, now: string): Promise<void>;
  /** Sold units come back into the stock (a paid order cancelled) and leave purchases; a variant or product gone since takes none. */
  restock(target: StockTarget, quantity: number, now: string): Promise<void>;
  /** The product after, or null when a stock write came in meanwhile (or orders hold units of a product converting). */
  replaceVariants(id: string, change: VariantsChange): Promise<ProductRecord | null>;
}
