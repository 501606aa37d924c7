// Page sizes and limits of SPEC section 9.

/** Product listing defaults: page 1, 20 per page, newest first. */
export const PRODUCT_LIST_DEFAULTS = { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' } as const;
export const FEATURED_PRODUCTS_DEFAULT_LIMIT = 10;
/** The home carousel asks for 8 featured products. */
export const HOME_CAROUSEL_FEATURED_LIMIT = 8;
export const HERO_FEATURED_COUNT = 3;
export const TOP_RATED_DEFAULT_LIMIT = 10;
export const RELATED_PRODUCTS_DEFAULT_LIMIT = 6;
export const RELATED_PRODUCTS_DISPLAYED = 4;
export const PRODUCT_FEATURES_DISPLAYED = 5;
/** Order history loads one page of 50. */
export const ORDER_HISTORY_PAGE_SIZE = 50;

/** Admin lists of products, users, orders and reviews. */
export const ADMIN_PAGE_SIZE = 10;
export const SUBSCRIBERS_PAGE_SIZE = 20;
export const RECENT_ACTIVITY_SIZE = 5;

/** 5 MB: the limit for payment proofs and product images. */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_GALLERY_IMAGES = 4;
export const MAX_REVIEW_COMMENT_LENGTH = 2000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_REVIEW_RATING = 5;

/** 'This week' on the subscriber list means the last 7 days. */
export const SUBSCRIBERS_RECENT_DAYS = 7;
export const SUBSCRIBER_CSV_COLUMNS = ['Email', 'Subscribed Date', 'Status'] as const;

export const SEARCH_SUGGESTIONS = ['laptops', 'headphones', 'keyboards', 'monitors', 'mice'] as const;
