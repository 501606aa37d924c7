import type { PaymentsApi } from '@shop/payments';
import type { Cache, FileStore } from '@shop/platform';

/**
 * What the payment routes need; the gateway's composition wires them. The payments service asks
 * the orders service itself what an order costs and whose it is.
 */
export interface PaymentRouteDeps {
  payments: PaymentsApi;
  /** Where payment screenshots are kept: private, outside the public uploads. */
  proofs: FileStore;
  /** Rate limits. */
  cache: Cache;
}
