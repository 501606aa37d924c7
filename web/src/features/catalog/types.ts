/**
 * The catalogue's shapes as the storefront reads them: the HTTP contract's (SPEC section 3), declared
 * once in @shop/contracts. Types only, so no schema code reaches the browser bundle.
 */
import type { Product, ReviewPage as ReviewPageAnswer, WishlistEntry as WishlistItem } from '@shop/contracts';

export type { FacetCount, ListingPagination as Pagination, Product, ProductListing as ProductPage, Review } from '@shop/contracts';

export type ProductRating = Product['rating'];

/** A page of reviews as the product page keeps it: without pagination when the server sent a bare list. */
export type ReviewPage = Pick<ReviewPageAnswer, 'reviews'> & Partial<Pick<ReviewPageAnswer, 'pagination'>>;

/** A saved product as the wishlist store keeps it. */
export type WishlistEntry = Pick<WishlistItem, 'product' | 'addedAt'>;

/** Filters and sort of the listing (SPEC section 3, Product filters). */
export interface ProductQuery {
  page?: number;
  limit?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  inStock?: boolean;
  search?: string;
  tags?: string[];
}
