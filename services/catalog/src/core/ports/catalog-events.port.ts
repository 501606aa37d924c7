/** What the catalog tells the rest of the shop; recorded in the outbox and relayed. */
export interface ReviewCreated {
  reviewId: string;
  productId: string;
  productName: string;
  userId: string;
  rating: number;
}

export interface CatalogEvents {
  reviewCreated(data: ReviewCreated): Promise<void>;
}
