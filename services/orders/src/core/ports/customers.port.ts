/** The account behind an order, as the shop's accounts know it when the order is placed. */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  /** Where the order's e-mails go, and what subscriber-only coupons are checked against. */
  email: string;
}

/**
 * The shop's accounts (identity), in-process or over gRPC: an order's customer is who the
 * account says, never what the caller sends. An unknown user is identity's not_found.
 */
export interface Customers {
  details(userId: string): Promise<CustomerDetails>;
}
