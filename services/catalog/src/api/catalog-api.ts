/**
 * The catalog service's contract, as the gateway and the orders service see it. The same
 * interface is served in-process (direct calls) and over gRPC (`GrpcCatalogApi`); errors are
 * `AppError`s from @shop/domain (kinds: invalid, not_found, conflict).
 */
import type {
  AuditActor,
  LowStockProduct,
  Pagination,
  ImageMedia,
  Product,
  ProductFiscal,
  ProductText,
  ProductTranslations,
  ProductVariantsBody,
  ReviewPage,
  SearchSynonym,
  SearchSynonyms,
  WishlistChange,
} from '@shop/contracts';
import {
  PRODUCT_SORT_KEYS,
  type Category,
  type ProductFormInput,
  type ProductSortKey,
  type ProductStatus,
  type SortOrder,
  type TranslationLanguage,
} from '@shop/domain';

export { PRODUCT_SORT_KEYS };
export type { Category, ProductSortKey, ProductStatus, SortOrder };

/**
 * The admin an audited write names (id and e-mail, from their verified token, never from a form):
 * each admin write records who made it in the audit trail, with the change.
 */
export type { AuditActor };

/** A product as shoppers and admins see it (SPEC section 3): the HTTP contract's. */
export type ProductView = Product;
/** What the shop's fiscal receipts (EBM) print for a product: its RRA item code and tax type. */
export type { ProductFiscal };
export type { Pagination };
/** A product's French (fr) and Kinyarwanda (rw) texts; a field they leave out is shown in English. */
export type { ProductText, ProductTranslations, TranslationLanguage };

export interface ProductPage {
  products: ProductView[];
  pagination: Pagination;
  /** The search as corrected, when a word the catalogue does not know was read as one it does. */
  searchedFor?: string;
}

/** The search synonym table: a word shoppers type → the catalogue's terms it also finds. */
export type { SearchSynonym, SearchSynonyms };

/** Shopper listing and search. Defaults: page 1, limit 20 (at most 100), createdAt desc. */
export interface ProductListQuery {
  page?: number;
  limit?: number;
  sortBy?: ProductSortKey;
  sortOrder?: SortOrder;
  /** One of the categories; `apparel` and `smartwatches` are read as hoodies and watches. */
  category?: string;
  /** Case and accents ignored. */
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  inStock?: boolean;
  /** Every word must start a word of the name, brand, category, tags, short description or features. */
  search?: string;
  /** Search the words as typed: no word is corrected into one the catalogue knows. */
  exact?: boolean;
  /** Any of these tags. */
  tags?: string[];
}

/** Admin listing: every status, newest first, default limit 10. */
export interface AdminProductQuery {
  page?: number;
  limit?: number;
  search?: string;
  category?: string;
  status?: string;
}

/** The most product stamps one page holds. */
export const MAX_PRODUCT_STAMPS = 5_000;

/** A page of the active products' stamps, for a caller that walks the whole catalogue (the sitemap). */
export interface ProductStampQuery {
  /** The `next` of the page before; absent: from the first product. */
  after?: string;
  /** 1 to MAX_PRODUCT_STAMPS. */
  limit: number;
}

/** What a sitemap says of a product: its id and when it last changed (ISO 8601). */
export interface ProductStamp {
  id: string;
  updatedAt: string;
}

export interface ProductStampPage {
  products: ProductStamp[];
  /** The `after` of the next page; absent when no active product follows. */
  next?: string;
}

export interface NameCount {
  name: string;
  count: number;
}

/** The admin product form (SPEC section 7); prices and stock may arrive as numeric strings. */
export interface ProductInput extends ProductFormInput {
  features?: string[];
  tags?: string[];
  /** Blank texts and empty lists are dropped. An update without them keeps the stored ones; with them, they replace every language's. */
  translations?: ProductTranslations;
  /**
   * The EBM fields. An item code left out or blank is assigned on create (`RW2NTU` and the next
   * number) and kept on an edit; a tax type left out is B on create and kept on an edit.
   */
  fiscal?: { itemCode?: string | null; taxType?: string | null };
  /**
   * The uploaded photos' sizes and placeholders by URL, as the upload answered them; entries for
   * URLs the product does not show are dropped. An update or patch without it keeps the stored
   * ones (for the images still shown); null clears them.
   */
  media?: Record<string, ImageMedia> | null;
}

/** Per language: texts given replace that language's texts, null removes them, a language left out keeps its own. */
export type ProductTranslationsPatch = { [L in TranslationLanguage]?: ProductText | null };

/**
 * A partial edit of the admin form: fields left out keep their stored value; `images` and
 * `stock` merge field by field (a gallery given replaces the whole gallery). A null (or blank)
 * clears what the form lets blank: originalPrice, badge, shortDescription, and
 * stock.lowStockThreshold (back to the default alert). `translations` goes language by language
 * (ProductTranslationsPatch), `fiscal` field by field. The merged form obeys the create rules.
 */
export interface ProductPatch extends Omit<ProductInput, 'images' | 'stock' | 'translations'> {
  images?: { primary?: string; gallery?: (string | null | undefined)[] };
  stock?: { quantity?: number | string; lowStockThreshold?: number | string | null };
  translations?: ProductTranslationsPatch;
}

/** A reviewer's public fields, as an imported (seed) review carries them. */
export interface Reviewer {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  avatar: string;
  /** Shown in the admin view only. */
  email?: string;
}

export interface ReviewView {
  _id: string;
  productId: string;
  user: { _id: string; firstName: string; lastName: string; username: string; avatar: string; email?: string };
  rating: number;
  comment: string;
  helpful: string[];
  /** The author bought the product: a paid or delivered order of theirs holds it. */
  verifiedPurchase: boolean;
  createdAt: string;
  updatedAt: string;
  /** Admin listings only. */
  product?: { _id: string; name: string; images: { primary: string } };
}

export type { ReviewPage };

export interface SubmitReviewInput {
  productId: string;
  /** The signed-in author; their names and e-mail are the catalog's to look up (identity). */
  userId: string;
  rating: number | string;
  comment: string;
}

export interface SubmittedReview {
  review: ReviewView;
  /** false when the user's earlier review was updated. */
  created: boolean;
}

export interface AdminReviewQuery {
  page?: number;
  limit?: number;
  /** Over the comment and the author's names. */
  search?: string;
  rating?: number;
  productId?: string;
}

export interface WishlistItemView {
  _id: string;
  productId: string;
  addedAt: string;
  /** Live product data: price, stock, rating, image... */
  product: ProductView;
}

/** What changed, for the wishlist-updated event of SPEC section 4. */
export type { WishlistChange };

export interface StockLine {
  productId: string;
  /** The variant, for a product sold in variants (required then). */
  variantId?: string;
  quantity: number;
}

/** `returned`: a committed reservation whose sold units went back into the stock (a paid order cancelled). */
export type ReservationState = 'reserved' | 'released' | 'committed' | 'returned';

export interface StockReservation {
  reference: string;
  items: StockLine[];
  state: ReservationState;
}

/** A product at or below its low-stock threshold, for the admin dashboard. */
export type { LowStockProduct };

export interface CatalogStats {
  /** Every product, whatever its status. */
  totalProducts: number;
  /**
   * Active products (or, for one sold in variants, each variant) whose available units are at or
   * below their threshold, fewest available first, at most 10.
   */
  lowStock: LowStockProduct[];
}

export interface RecordedView {
  views: number;
  /** false when this visitor was already counted for the product in the last 30 minutes. */
  counted: boolean;
}

export interface CatalogApi {
  /** Active products only; stable order (ties by id), so pages never repeat or skip. */
  listProducts(query: ProductListQuery): Promise<ProductPage>;
  /** As listProducts with a required search; name matches rank first, then the requested sort. */
  searchProducts(query: ProductListQuery & { search: string }): Promise<ProductPage>;
  featuredProducts(limit?: number): Promise<ProductView[]>;
  topRatedProducts(limit?: number): Promise<ProductView[]>;
  /** Active products; not_found 'Product not found' otherwise. */
  getProduct(id: string): Promise<ProductView>;
  getProductBySlug(slug: string): Promise<ProductView>;
  /** Any status, in the order asked; unknown ids are left out (pricing a cart or an order). */
  getProducts(ids: string[]): Promise<ProductView[]>;
  /** Same category first, then same brand, then others; never the product itself. Default 6. */
  relatedProducts(id: string, limit?: number): Promise<ProductView[]>;
  /**
   * The ids and last-change times of the products shoppers can open (those listProducts lists),
   * in id order, a page at a time from after `after`: products added, changed or deleted meanwhile
   * never make the walk repeat or skip another. Reads only those two fields of each product.
   * invalid naming `limit` (a whole number from 1 to MAX_PRODUCT_STAMPS) or `after` (a product id).
   */
  listProductStamps(query: ProductStampQuery): Promise<ProductStampPage>;
  /** Active product counts, by name. */
  listCategories(): Promise<NameCount[]>;
  listBrands(): Promise<NameCount[]>;
  /** Counts a view at most once per visitor and product per 30 minutes. */
  recordView(input: { productId: string; visitor: string }): Promise<RecordedView>;

  /** One review per user and product: a second one updates the first. Emits review.created. */
  submitReview(input: SubmitReviewInput): Promise<SubmittedReview>;
  listReviews(productId: string, page?: { page?: number; limit?: number }): Promise<ReviewPage>;
  adminListReviews(query: AdminReviewQuery): Promise<ReviewPage>;
  /** Admin; recorded in the audit trail (review.deleted). */
  deleteReview(input: { productId: string; reviewId: string; actor: AuditActor }): Promise<void>;
  /** The user's own review of an active product, or null; not_found as listReviews for a product shoppers cannot see. */
  myReview(input: { productId: string; userId: string }): Promise<ReviewView | null>;
  /** Deletes the user's own review of the product (not_found 'Review not found' when there is none); the rating follows. */
  deleteMyReview(input: { productId: string; userId: string }): Promise<void>;

  toggleWishlist(input: { userId: string; productId: string }): Promise<WishlistChange>;
  listWishlist(userId: string): Promise<WishlistItemView[]>;
  removeFromWishlist(input: { userId: string; productId: string }): Promise<WishlistChange>;
  clearWishlist(userId: string): Promise<WishlistChange>;

  adminListProducts(query: AdminProductQuery): Promise<ProductPage>;
  /**
   * `creator` is the signed-in admin, never a field of the form. With `actor` (an admin's request)
   * the creation is recorded in the audit trail; without (the demo catalogue's seeding) it is not.
   */
  createProduct(input: { product: ProductInput; creator: string; actor?: AuditActor }): Promise<ProductView>;
  /** A full replacement of the form fields; stock reserved by orders is kept. Audited: the fields that changed. */
  updateProduct(input: { id: string; product: ProductInput; actor: AuditActor }): Promise<ProductView>;
  /**
   * Changes only the fields given (invalid 'Give at least one field to change' for none). An
   * admin's patch (`actor`) is audited: the fields that changed. Without an actor it is an
   * operator's maintenance command (converting stored images), which the trail does not record.
   */
  patchProduct(input: { id: string; patch: ProductPatch; actor?: AuditActor }): Promise<ProductView>;
  /** Audited (product.deleted). */
  deleteProduct(id: string, actor: AuditActor): Promise<void>;

  /**
   * All or nothing; idempotent on `reference` (repeating it returns the same reservation).
   * conflict naming the product and how many are left when a line cannot be reserved.
   */
  reserveStock(input: { reference: string; items: StockLine[] }): Promise<StockReservation>;
  /** Gives reserved units back. Idempotent. */
  releaseStock(reference: string): Promise<StockReservation>;
  /** Turns reserved units into sold ones (raises purchases). Idempotent. */
  commitStock(reference: string): Promise<StockReservation>;
  /**
   * Puts the units of a committed reservation back into the stock (a paid order cancelled) and
   * takes them off purchases. Idempotent: a second call returns the same result and restocks nothing.
   */
  returnStock(reference: string): Promise<StockReservation>;
  /**
   * Puts exactly these units back into the stock (a refund of chosen lines of a paid order) and
   * takes them off purchases; answers with state `returned`. Idempotent on `reference` (such as
   * `<orderId>-refund-<refundId>`): however often or concurrently it is asked, the units come back
   * once; conflict when the reference was used for other lines or for a reservation. Units of a
   * product deleted since have nowhere to go and are left out.
   */
  restockLines(input: { reference: string; items: StockLine[] }): Promise<StockReservation>;

  /** Figures for the admin dashboard. */
  catalogStats(): Promise<CatalogStats>;

  /**
   * Admin: the product's whole set of options and variants (see productVariantsBodySchema):
   * invalid naming each refused field, conflict while open orders hold a variant removed.
   */
  replaceVariants(input: { id: string; body: ProductVariantsBody; actor: AuditActor }): Promise<ProductView>;

  /** The search synonym table, sorted by word. */
  searchSynonyms(): Promise<SearchSynonyms>;
  /**
   * Replaces the whole table (words and terms normalised); invalid with every refused field.
   * Audited (settings.changed on `search-synonyms`): each word added, removed or given other terms.
   */
  replaceSearchSynonyms(input: SearchSynonyms & { actor: AuditActor }): Promise<SearchSynonyms>;
}
