export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Fields a product listing may sort on; rating is the average rating, views the popularity. */
export const PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'price', 'rating', 'views'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** The sort keys the catalogue's API takes; `popularity` sorts by purchases, then views. */
export const PRODUCT_SORT_KEYS = ['createdAt', 'price', 'name', 'rating', 'popularity'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

export interface ProductSortOption {
  label: string;
  sortBy: ProductSortField;
  sortOrder: SortOrder;
}

/** The listing's sort menu (SPEC section 2), in its order. */
export const PRODUCT_SORT_OPTIONS: readonly ProductSortOption[] = [
  { label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
  { label: 'Name A-Z', sortBy: 'name', sortOrder: 'asc' },
  { label: 'Name Z-A', sortBy: 'name', sortOrder: 'desc' },
  { label: 'Price Low to High', sortBy: 'price', sortOrder: 'asc' },
  { label: 'Price High to Low', sortBy: 'price', sortOrder: 'desc' },
  { label: 'Highest Rated', sortBy: 'rating', sortOrder: 'desc' },
  { label: 'Lowest Rated', sortBy: 'rating', sortOrder: 'asc' },
  { label: 'Most Popular', sortBy: 'views', sortOrder: 'desc' },
];

/** Listing defaults; the URL omits them. */
export const DEFAULT_PRODUCT_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const satisfies Omit<ProductSortOption, 'label'>;

export function isProductSortField(value: unknown): value is ProductSortField {
  return typeof value === 'string' && (PRODUCT_SORT_FIELDS as readonly string[]).includes(value);
}

export function isSortOrder(value: unknown): value is SortOrder {
  return value === 'asc' || value === 'desc';
}
