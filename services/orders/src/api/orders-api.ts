/**
 * The orders service's contract, as the gateway sees it. The same interface is served
 * in-process (direct calls) and over gRPC (`GrpcOrdersApi`); errors are `AppError`s from
 * @shop/domain (kinds: invalid, forbidden, not_found, conflict), with `details` where the
 * client can act on them (the server's totals on a price change, what is left of a product).
 */
import type { DeliveryZones, FiscalQueue, Order, OrderPage, OrderPayload, Pagination, Role } from '@shop/contracts';
import type {
  AppliedCoupon,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShippingAddress,
} from '@shop/domain';

export type { AppliedCoupon, OrderStatus, PaymentMethod, PaymentStatus, ShippingAddress };

export type { Role };

/** The delivery zone table: each zone's districts, fee, free-delivery threshold and estimate. */
export type { DeliveryZones };

/** Who is asking, as the gateway authenticated them. */
export interface Actor {
  userId: string;
  role: Role;
}

/** The signed-in shopper applying a coupon, as their verified access token states them. */
export interface Customer {
  userId: string;
  email: string;
}

/** The server cart session: only what the server must keep (the coupon); the lines stay in the browser. */
export interface CartView {
  id: string;
  coupon: AppliedCoupon | null;
}

/** Coupon checks that need the account; signed out, they wait for checkout. */
export type AccountCheck = 'first_order_only' | 'subscribers_only' | 'user_used_up';

export interface ApplyCouponInput {
  /** The cart session id (cookie); a new session is opened when absent, malformed or expired. */
  cartId?: string;
  code: string;
  /** The client's subtotal: checked against the coupon's minimum; the discount is computed on it. */
  subtotal?: number;
  /** Signed in: every check runs now. Signed out: the account checks wait for checkout. */
  customer?: Pick<Customer, 'userId' | 'email'>;
}

export interface CouponApplied {
  cart: CartView;
  /** The discount on the given subtotal; absent without one. */
  discount?: number;
  pendingChecks: AccountCheck[];
  /** Contains 'applied' (SPEC section 4: the cart shows it as a success). */
  message: string;
}

export interface CouponRemoved {
  cart: CartView;
  message: string;
}

/** SPEC section 3's order creation payload (+ couponCode); every figure is checked, none trusted. */
/**
 * SPEC section 3's order payload as the shopper sent it (@shop/contracts' schema: every field may
 * be missing or wrong, and the service checks each one), with who sends it.
 */
export type PlaceOrderInput = OrderPayload & {
  /** The signed-in shopper; the order's names and e-mail are their account's (the orders service asks identity). */
  userId: string;
  /** Same key (per user) → same order, once (IDEMPOTENCY_KEY_RULE). */
  idempotencyKey?: string | undefined;
  /** The cart session whose coupon counts when couponCode is not given. */
  cartId?: string | undefined;
};

// An order as shoppers and admins see it (SPEC section 3): the HTTP contract's, declared once.
export type OrderView = Order;
export type OrderItemView = Order['items'][number];
export type PaymentInfoView = Order['paymentInfo'];
/** A payment that needs an admin: never lost, never silently ignored. */
export type OrderAttention = NonNullable<Order['attention']>;
export type AttentionReason = OrderAttention['reason'];

export interface PlacedOrder {
  order: OrderView;
  /** True when an earlier request with the same Idempotency-Key placed it. */
  replayed: boolean;
}

export type { OrderPage, Pagination };

/** The shopper's history: newest first, page 1 and 50 per page by default. */
export interface MyOrdersQuery {
  userId: string;
  page?: number;
  limit?: number;
  status?: string;
}

/** The admin list: newest first, 10 per page by default. */
export interface AdminOrdersQuery {
  page?: number;
  limit?: number;
  /** Order number, customer names, e-mail; word prefixes, case and accents ignored. */
  search?: string;
  status?: string;
  paymentStatus?: string;
}

export interface UpdateOrderStatusInput {
  orderId: string;
  /** Any move among the open statuses (SPEC lets an admin set them freely); delivered and cancelled are final. */
  status: string;
  trackingNumber?: string;
  notes?: string;
  /** The admin making the change. */
  actorId: string;
  /** The admin's e-mail, from their verified token: the audit trail names them by it. */
  actorEmail: string;
}

export interface SetPaymentStatusInput {
  orderId: string;
  /** paid or failed ('completed' reads as paid). */
  status: string;
  reference?: string;
  /** Must be an admin: a shopper never sets a payment status. */
  actor: Actor;
  /** The admin's e-mail, from their verified token: the audit trail names them by it. */
  actorEmail: string;
}

export interface RequestRefundInput {
  orderId: string;
  /** The admin asking. */
  actorId: string;
  /** The admin's e-mail, from their verified token: the audit trail names them by it. */
  actorEmail: string;
  /** Lines to refund (they go back into stock), each a product and, for a product sold in variants, its variant; absent: the whole remaining amount. */
  lines?: Array<{ product: unknown; variant?: unknown; quantity: unknown }>;
  reason?: string;
  idempotencyKey?: string;
}

/** One Africa/Kigali day of the dashboard chart. */
export interface OrderStatsDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Orders placed that day. */
  orders: number;
  /** Totals of the orders paid that day, whole RWF. */
  revenue: number;
  /** The same by payment method. */
  revenueByMethod: Record<PaymentMethod, number>;
}

export interface OrderStats {
  totalOrders: number;
  /** Sum of the totals of paid orders. */
  totalRevenue: number;
  ordersByStatus: Record<OrderStatus, number>;
  needsAttention: number;
  /** The last 30 Africa/Kigali days, oldest first (the last is today), days without orders as zeros. */
  series: OrderStatsDay[];
  /** Totals of paid orders by payment method. */
  revenueByMethod: Record<PaymentMethod, number>;
}

export interface OrdersApi {
  /** Validates the code now and keeps it on the cart session; invalid with the reason's message otherwise. */
  applyCoupon(input: ApplyCouponInput): Promise<CouponApplied>;
  removeCoupon(cartId: string): Promise<CouponRemoved>;

  /** Prices from the catalogue, coupon re-validated, stock reserved all-or-nothing. */
  placeOrder(input: PlaceOrderInput): Promise<PlacedOrder>;
  /** The owner or an admin; anyone else: not_found. */
  getOrder(input: { orderId: string; actor: Actor }): Promise<OrderView>;
  getOrderByNumber(input: { orderNumber: string; actor: Actor }): Promise<OrderView>;
  listMyOrders(query: MyOrdersQuery): Promise<OrderPage>;

  adminListOrders(query: AdminOrdersQuery): Promise<OrderPage>;
  /**
   * conflict out of delivered or cancelled. Emits order.status-changed once per change of status or
   * tracking number; cancelling releases held stock (or returns a paid order's units) and gives the coupon use back.
   */
  updateOrderStatus(input: UpdateOrderStatusInput): Promise<OrderView>;
  /** An admin's decision, paid or failed, applied as a settlement would be. */
  setPaymentStatus(input: SetPaymentStatusInput): Promise<OrderView>;
  /**
   * The owner (or an admin) asks whether the order's payment went through: payments is asked to
   * check with the provider (payment.check-requested); answers with the order as it is. Someone
   * else's order: not_found. The status itself only ever changes on a settlement.
   */
  requestPaymentCheck(input: { orderId: string; actor: Actor }): Promise<OrderView>;
  orderStats(): Promise<OrderStats>;
  /**
   * An admin refunds a paid order, whole or chosen lines (which go back into stock once the money
   * has gone back). conflict when nothing is left to refund; a retried Idempotency-Key refunds once.
   */
  requestRefund(input: RequestRefundInput): Promise<OrderView>;
  /** The EBM receipts still waiting for the VSDC (admin). */
  fiscalQueue(): Promise<FiscalQueue>;
  /**
   * The owner (or an admin) prints the order's receipt: the order as it was before this print
   * (receipts with `printedAt` print as copies), and its signed receipts are marked printed.
   */
  printFiscalReceipts(input: { orderId: string; actor: Actor }): Promise<OrderView>;

  /** Adds a newsletter subscriber to the projection subscriber-only coupons read; the newsletter.subscribed consumer does the same. */
  recordSubscriber(email: string): Promise<void>;

  /** The delivery zones orders are priced with (public: the checkout shows them). */
  deliveryZones(): Promise<DeliveryZones>;
  /**
   * An admin replaces the zone table; invalid unless every district is in exactly one zone, fees
   * whole RWF, min ≤ max. The audit trail records what changed, by the admin the token names.
   */
  replaceDeliveryZones(input: DeliveryZones & { actorId: string; actorEmail: string }): Promise<DeliveryZones>;
}
