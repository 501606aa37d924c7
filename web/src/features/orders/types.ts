/** What the shopper's order screens read besides the order itself (its shape is in @/lib/order). */

/** The order-history status filter: every status, or one. */
export type OrderStatusFilter = 'all' | 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** Where the session stands, as the route hands it over (features do not read each other). */
export type OrderAuth = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; userId: string };
