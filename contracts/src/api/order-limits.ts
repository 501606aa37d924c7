// The limits of an order, declared once: the HTTP schemas show and check them at the gateway, and
// the orders service enforces them for every caller, over gRPC too.
export const ORDER_LIMITS = {
  /** Different products in one order. */
  lines: 100,
  /** Units of one product in one order. */
  lineQuantity: 1000,
  addressFieldLength: 200,
  couponCodeLength: 50,
  orderNotesLength: 1000,
  trackingNumberLength: 100,
  statusNotesLength: 1000,
  /** Orders on one page of a list. */
  pageSize: 100,
} as const;
