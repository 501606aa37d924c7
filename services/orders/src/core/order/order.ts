import {
  addDays,
  CONFIRMATION_ESTIMATE_DAYS,
  type FiscalTaxType,
  type Language,
  type OrderDelivery,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingAddress,
  type Wallet,
} from '@shop/domain';
import type { FiscalReceiptView, RefundView } from '@shop/contracts';
import type { OrderAttention, OrderView } from '../../api/orders-api';

/**
 * Where the order's stock stands. `pending` until the catalog reserved it; `releasing`,
 * `committing`, `reserving` and `returning` (a paid order cancelled: its sold units go back) are claimed steps whose catalog call may still be running (or was
 * interrupted: the sweeper finishes them, every catalog call being idempotent on its reference).
 */
export type ReservationState =
  | 'pending'
  | 'reserved'
  | 'releasing'
  | 'released'
  | 'committing'
  | 'committed'
  | 'reserving'
  | 'returning'
  | 'returned';

/** Whether the coupon use was counted against its limits, and given back. */
export type CouponUsageState = 'none' | 'pending' | 'counted' | 'returned';

/** `placing` orders are not visible: stock is being reserved; a stale one is cleaned up by the sweeper. */
export type OrderStage = 'placing' | 'placed' | 'abandoned';

export interface OrderLine {
  productId: string;
  /** The variant bought, for a product sold in variants. */
  variantId?: string;
  /** Its option values when it was bought ("L / Black"): later edits of the product leave the order as it was. */
  variantLabel?: string;
  /** The product's name. */
  name: string;
  price: number;
  quantity: number;
  category: string;
  image: string;
  /** The product's EBM item as sold; absent on orders placed before receipts existed (the catalog is asked then). */
  fiscal?: { itemCode: string; taxType: FiscalTaxType };
}

export interface PaymentRecord {
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: 'RWF';
  reference?: string;
  paymentId?: string;
  failureReason?: string;
  paidAt?: string;
  /** Mobile money: the wallet that paid. */
  wallet?: Wallet;
  /** Refunds asked for and not failed (requested or succeeded): what is no longer refundable. */
  refundsClaimed?: number;
  /** Refunds that went through. */
  refunded?: number;
}

export interface ReservationRecord {
  /** The catalog reservation reference: the order id, then `<id>-2`, `<id>-3` after a re-reservation. */
  reference: string;
  state: ReservationState;
  expiresAt: string;
  /** How many references were used. */
  attempts: number;
}

export interface HistoryEntry {
  at: string;
  by: string;
  event: string;
  from?: OrderStatus;
  to?: OrderStatus;
  note?: string;
}

export interface OrderRecord {
  id: string;
  orderNumber: string;
  userId: string;
  stage: OrderStage;
  customer: { firstName: string; lastName: string; email: string };
  status: OrderStatus;
  trackingNumber?: string;
  orderNotes: string;
  adminNotes?: string;
  items: OrderLine[];
  subtotal: number;
  discount: number;
  couponCode?: string;
  couponUsage: CouponUsageState;
  deliveryFee: number;
  /** The zone the order was priced with, its fee and estimate; absent on orders placed before zones (Kigali's). */
  delivery?: OrderDelivery;
  total: number;
  shippingAddress: ShippingAddress;
  paymentInfo: PaymentRecord;
  reservation: ReservationRecord;
  attention?: OrderAttention;
  history: HistoryEntry[];
  idempotencyKey?: string;
  /** The shopper's choice of SMS updates; absent on orders placed before it existed (no SMS). */
  smsUpdates?: boolean;
  /** The language of the order's messages; absent: English. */
  language?: Language;
  /** Normalised word prefixes of the order number, names and e-mails, for the admin search. */
  searchPrefixes: string[];
  createdAt: string;
  updatedAt: string;
}

export type NewOrderRecord = OrderRecord;

/** Stock is held (or being held) for these states: a payment can still commit it. */
export const HOLDING_STATES: ReservationState[] = ['reserved'];
/** The payment statuses of an order still waiting to be paid (a failed attempt may be tried again). */
export const UNPAID: PaymentStatus[] = ['pending', 'awaiting_verification', 'failed'];

/** What an order's own screen shows beyond the order: its EBM receipts and refunds. */
export interface OrderExtras {
  fiscalReceipts: FiscalReceiptView[];
  refunds: RefundView[];
}

export function toOrderView(order: OrderRecord, extras?: OrderExtras): OrderView {
  const { paymentInfo: payment } = order;
  const view: OrderView = {
    _id: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: order.status,
    orderNotes: order.orderNotes,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    items: order.items.map(toItemView),
    user: { ...order.customer },
    shippingAddress: { ...order.shippingAddress },
    paymentInfo: { method: payment.method, status: payment.status, amount: payment.amount, currency: 'RWF' },
    // SPEC's 3 days from the order (Kigali's shortest estimate); a zone's shortest estimate elsewhere.
    estimatedDelivery: addDays(order.createdAt, order.delivery?.estimate.minDays ?? CONFIRMATION_ESTIMATE_DAYS).toISOString(),
  };
  if (order.trackingNumber) view.trackingNumber = order.trackingNumber;
  if (order.adminNotes) view.adminNotes = order.adminNotes;
  if (order.couponCode) view.couponCode = order.couponCode;
  if (payment.reference) view.paymentInfo.reference = payment.reference;
  if (payment.failureReason) view.paymentInfo.failureReason = payment.failureReason;
  if (payment.paidAt) view.paymentInfo.paidAt = payment.paidAt;
  if (order.reservation.state === 'reserved') view.reservationExpiresAt = order.reservation.expiresAt;
  if (order.attention) view.attention = { ...order.attention };
  if (order.smsUpdates !== undefined) view.smsUpdates = order.smsUpdates;
  if (order.language) view.language = order.language;
  if (order.delivery) view.delivery = { ...order.delivery, estimate: { ...order.delivery.estimate } };
  if (payment.wallet) view.paymentInfo.wallet = payment.wallet;
  if (payment.refunded) view.paymentInfo.refunded = payment.refunded;
  if (extras?.fiscalReceipts.length) view.fiscalReceipts = extras.fiscalReceipts;
  if (extras?.refunds.length) view.refunds = extras.refunds;
  return view;
}

function toItemView(line: OrderLine): OrderView['items'][number] {
  const item: OrderView['items'][number] = {
    product: line.productId,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    productSnapshot: { name: line.name, category: line.category, image: line.image },
  };
  if (line.variantId) item.variant = line.variantId;
  if (line.variantLabel) item.variantLabel = line.variantLabel;
  return item;
}
