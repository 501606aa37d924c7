import type { OrderStatus, PaymentStatus } from '@shop/domain';
import type { OrderAttention } from '../../api/orders-api';
import type {
  CouponUsageState,
  HistoryEntry,
  NewOrderRecord,
  OrderRecord,
  OrderStage,
  PaymentRecord,
  ReservationRecord,
  ReservationState,
} from '../order/order';

/** What an order must still look like for a conditional update to apply (every given part must hold). */
export interface OrderCondition {
  stage?: OrderStage[];
  status?: OrderStatus[];
  paymentStatus?: PaymentStatus[];
  reservationState?: ReservationState[];
  couponUsage?: CouponUsageState[];
  /** reservation.expiresAt at or before this instant. */
  expiresBy?: string;
  /** updatedAt before this instant (a stale step). */
  updatedBefore?: string;
  /** attention is absent. */
  noAttention?: boolean;
  /** paymentInfo.refundsClaimed is exactly this (absent counts as 0): no other refund was claimed since it was read. */
  refundsClaimed?: number;
}

/** A change applied in one atomic step; nested parts change only the fields they name. */
export interface OrderChange {
  stage?: OrderStage;
  status?: OrderStatus;
  trackingNumber?: string;
  adminNotes?: string;
  couponUsage?: CouponUsageState;
  paymentInfo?: Partial<PaymentRecord>;
  /** Drops paymentInfo.failureReason (a payment that succeeded after all). */
  unsetFailureReason?: boolean;
  reservation?: Partial<ReservationRecord>;
  /** null clears it. */
  attention?: OrderAttention | null;
  history?: HistoryEntry;
  updatedAt: string;
}

export interface MyOrdersCriteria {
  userId: string;
  status?: OrderStatus;
  skip: number;
  limit: number;
}

export interface AdminOrdersCriteria {
  searchWords?: string[];
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  skip: number;
  limit: number;
}

/** Orders in the documents port. Reads of one order see `placed` orders only, unless asked otherwise. */
export interface OrderRepository {
  /** OrderNumberTakenError when the number exists. */
  insert(order: NewOrderRecord): Promise<OrderRecord>;
  findById(id: string): Promise<OrderRecord | null>;
  findByNumber(orderNumber: string): Promise<OrderRecord | null>;
  /** The placed order a request with this Idempotency-Key created, if any. */
  findByIdempotencyKey(userId: string, key: string): Promise<OrderRecord | null>;
  /** Any stage: for the steps that finish what placing started. */
  findAnyById(id: string): Promise<OrderRecord | null>;
  /** Atomic: applies the change when the order still meets the condition; null otherwise. */
  update(id: string, condition: OrderCondition, change: OrderChange): Promise<OrderRecord | null>;
  delete(id: string): Promise<void>;
  /**
   * Orders of the user that are placed and not cancelled, or still being placed (a first-order
   * coupon sees an order racing it), other than `exceptId`.
   */
  countLiveOrdersOf(userId: string, exceptId?: string): Promise<number>;
  /** Newest first. */
  listByUser(criteria: MyOrdersCriteria): Promise<{ orders: OrderRecord[]; total: number }>;
  /** Newest first. */
  list(criteria: AdminOrdersCriteria): Promise<{ orders: OrderRecord[]; total: number }>;
  /** Placed, unpaid, stock reserved, expired by `now`; oldest expiry first. */
  findExpired(now: string, limit: number): Promise<OrderRecord[]>;
  /** Orders whose step (placing, releasing, committing, reserving, returning) has not moved since `before`. */
  findStalled(before: string, limit: number): Promise<OrderRecord[]>;
}

export class OrderNumberTakenError extends Error {
  constructor(orderNumber: string) {
    super(`Order number ${orderNumber} is taken`);
    this.name = 'OrderNumberTakenError';
  }
}
