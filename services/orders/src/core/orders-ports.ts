import type { UnitOfWork } from '@shop/platform';
import type { CartSessions } from './ports/cart-sessions.port';
import type { WaitingClock } from '@shop/domain';
import type { CouponRepository } from './ports/coupon-repository.port';
import type { DeliveryZoneStore } from './ports/delivery-zone-store.port';
import type { Customers } from './ports/customers.port';
import type { Digest } from './ports/digest.port';
import type { FiscalDevice } from './ports/fiscal-device.port';
import type { FiscalReceiptRepository } from './ports/fiscal-receipt-repository.port';
import type { IdempotencyStore } from './ports/idempotency-store.port';
import type { OrderEvents } from './ports/order-events.port';
import type { OrderRepository } from './ports/order-repository.port';
import type { OrderStatsStore } from './ports/order-stats.port';
import type { PaymentCheckThrottle } from './ports/payment-check-throttle.port';
import type { Randomness } from './ports/randomness.port';
import type { RefundRepository } from './ports/refund-repository.port';
import type { StockCatalog } from './ports/stock-catalog.port';
import type { SubscriberDirectory } from './ports/subscriber-directory.port';

/** Every port the orders core depends on; each use case takes the ones it needs. */
export interface OrdersPorts {
  orders: OrderRepository;
  /** The dashboard's projection, moved with every write of an order. */
  orderStats: OrderStatsStore;
  coupons: CouponRepository;
  /** The delivery zones every order is priced with. */
  zones: DeliveryZoneStore;
  idempotency: IdempotencyStore;
  carts: CartSessions;
  paymentChecks: PaymentCheckThrottle;
  subscribers: SubscriberDirectory;
  events: OrderEvents;
  catalog: StockCatalog;
  /** Refunds asked for, and their outcome as payments reported it. */
  refunds: RefundRepository;
  /** The EBM receipts the shop owes or was given. */
  fiscalReceipts: FiscalReceiptRepository;
  /** The taxpayer branch's VSDC. */
  fiscal: FiscalDevice;
  /** The accounts (identity): an order's customer names and e-mail. */
  customers: Customers;
  clock: WaitingClock;
  random: Randomness;
  digest: Digest;
  /** Reports what a background step could not do (e.g. a catalog call the sweeper will retry). */
  log: OrdersLog;
  /** Writes to the orders store that commit together: an order's change and its event. */
  unitOfWork: UnitOfWork;
}

/** The little the core says to the operator; the platform logger fits it. */
export interface OrdersLog {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

export interface OrdersSettings {
  /** ORDER_RESERVATION_MINUTES: how long an unpaid order holds its stock. */
  reservationMinutes: number;
  /**
   * ORDER_CLAIM_STALE_SECONDS: how long the Idempotency-Key claim of a placement whose process
   * died blocks its retries before one takes it over; default 60.
   */
  claimStaleSeconds?: number;
}
