export type WishlistRecord = {
  _id: string;
  userId: string;
  productId: string;
  addedAt: string;
};

/** Wishlist items, one per user and product (a unique index holds it). */
export interface WishlistRepository {
  /** false when the product is already in the user's wishlist. */
  add(userId: string, productId: string, addedAt: string): Promise<boolean>;
  /** false when it was not there. */
  remove(userId: string, productId: string): Promise<boolean>;
  /** Most recently added first. */
  list(userId: string): Promise<WishlistRecord[]>;
  count(userId: string): Promise<number>;
  /** A deleted product leaves every wishlist. */
  removeProduct(productId: string): Promise<number>;
}
