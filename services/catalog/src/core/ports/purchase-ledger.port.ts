/**
 * What the catalog knows of one order, for its purchases: whose it is, which products it holds
 * (from order.placed) and whether it is paid (from order.status-changed). The two events come
 * through separate queues, in either order; the order is a purchase once both are known.
 */
export interface OrderPurchase {
  orderId: string;
  userId: string;
  /** Unknown until order.placed is handled. */
  productIds?: string[];
  paid: boolean;
}

/** The orders the catalog has heard of, one entry per order; who bought which product. */
export interface PurchaseLedger {
  /** Notes the order's products; the order as it is known now. */
  notePlaced(order: { orderId: string; userId: string; productIds: string[] }, at: string): Promise<OrderPurchase>;
  /** Notes that the order is paid; the order as it is known now. */
  notePaid(order: { orderId: string; userId: string }, at: string): Promise<OrderPurchase>;
  /** Whether a paid order of the user holds the product. */
  hasBought(userId: string, productId: string): Promise<boolean>;
}
