/** An order as the payments core charges it: what the orders service says, never the client. */
export interface PayableOrder {
  orderId: string;
  orderNumber: string;
  /** The owner; payments record it and only show a payment to its owner. */
  userId: string;
  /** Whole RWF, VAT included: the only amount ever charged. */
  total: number;
  currency: 'RWF';
  paymentMethod: string;
  /** pending, awaiting_verification, paid or failed. */
  paymentStatus: string;
  /** A cancelled order (its reservation expired) takes no new prompt or charge. */
  orderStatus: string;
}

/**
 * The orders a shopper may pay for, as the orders service knows them (in-process or gRPC).
 * An unknown order and someone else's order are both not_found, alike.
 */
export interface PayableOrders {
  orderToPay(orderId: string, userId: string): Promise<PayableOrder>;
}
