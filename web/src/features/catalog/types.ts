/**
 * The catalogue's shapes as the storefront reads them: the HTTP contract's (SPEC section 3), declared
 * once in @shop/contracts. Types only, so no schema code reaches the browser bundle.
 */
import type {
  Product,
  ProductQuery as ProductFilters,
  ProductQueryParams,
  WishlistEntry as WishlistItem,
} from '@shop/contracts';

export type {
  FacetCount,
  ListingPagination as Pagination,
  Product,
  ProductListing as ProductPage,
  ProductOption,
  ProductVariant,
  Review,
  ReviewPage,
} from '@shop/contracts';

export type ProductRating = Product['rating'];

/** A saved product as the wishlist store keeps it. */
export type SavedProduct = Pick<WishlistItem, 'product' | 'addedAt'>;

/**
 * Filters and sort of the listing (SPEC section 3, Product filters). The category and the sort key
 * go as the page's URL wrote them: the server answers an unknown one with its message.
 */
export type ListingQuery = Omit<ProductFilters, 'category' | 'sortBy'> & Pick<ProductQueryParams, 'category' | 'sortBy'>;
