/**
 * The payments service's contract, as the gateway sees it. The same interface is served
 * in-process (direct calls) and over gRPC (`GrpcPaymentsApi`); errors are `AppError`s from
 * @shop/domain (kinds: invalid, not_found, conflict, unavailable).
 *
 * The service never trusts an amount from a client: every charge is for `order.total`, as the
 * orders service reported it to the gateway (`OrderFacts`).
 */
import type { PaymentMethod } from '@shop/domain';

/** What the orders service says about the order being paid (the gateway asks it, never the client). */
export interface OrderFacts {
  orderId: string;
  orderNumber: string;
  /** The owner; payments record it and only show a payment to its owner. */
  userId: string;
  /** Whole RWF, VAT included. */
  total: number;
  currency: 'RWF';
  paymentMethod?: string;
  /** The order's payment status (pending, awaiting_verification, paid, failed). */
  paymentStatus?: string;
  /** The order's status: a cancelled order (its reservation expired) takes no new prompt or charge. */
  orderStatus?: string;
}

/** A payment's lifecycle. AWAITING_VERIFICATION: a manual proof waiting for an admin. */
export const PAYMENT_STATES = ['PENDING', 'AWAITING_VERIFICATION', 'SUCCESSFUL', 'FAILED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentView {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  userId: string;
  method: PaymentMethod;
  amount: number;
  currency: 'RWF';
  status: PaymentState;
  /** Mobile money: the X-Reference-Id sent to the provider; card: our idempotency reference. */
  referenceId: string;
  /** How many times the provider was asked for the status. */
  attempts: number;
  createdAt: string;
  updatedAt: string;
  /** Why a payment failed (provider reason, 'timed out', an admin's decision). */
  reason?: string;
  /** MoMo financialTransactionId or the card PaymentIntent id. */
  providerReference?: string;
  /** Mobile money: the payer MSISDN (2507…). */
  phone?: string;
  /** Card: never more than brand and last four digits. */
  card?: { brand: string; last4: string };
  /** Manual payment: the stored screenshot (its private file key, and the random name it is fetched by). */
  proof?: { fileKey: string; name: string; submittedAt: string };
  settledAt?: string;
  /** Admin who decided a manual payment. */
  settledBy?: string;
  note?: string;
}

export interface PaymentMethodInfo {
  id: PaymentMethod;
  name: string;
  instructions: string;
  enabled: boolean;
  /** True when the method runs against a simulator or a test key: no real money moves. */
  testMode: boolean;
  /** manual_momo: MTN Rwanda merchant pay code, `*182*8*1*<merchant>*<amount>#`. */
  dialCode?: string;
  merchantCode?: string;
  supportPhone?: string;
}

export type PaymentMethods = Partial<Record<PaymentMethod, PaymentMethodInfo>>;

export interface CardInput {
  name: string;
  number: string;
  /** MM/YY. */
  expiry: string;
  cvv: string;
}

/** SPEC section 3's Payment result for a card; a decline is `success: false`, not an error. */
export interface CardPaymentResult {
  success: boolean;
  paymentId: string;
  referenceId: string;
  paymentIntentId: string;
  status: 'succeeded' | 'failed';
  message: string;
  card: { brand: string; last4: string };
}

export interface SettleManuallyInput {
  /** Either the payment, or the order whose open payment is settled. */
  paymentId?: string;
  orderId?: string;
  status: 'paid' | 'failed';
  actorId: string;
  note?: string;
}

/** Whose payment screenshot a proof name is: what the gateway needs to serve it to its readers only. */
export interface ProofView {
  /** 32 hex characters (128 random bits). */
  name: string;
  /** Where the bytes are kept (outside the public uploads). */
  fileKey: string;
  paymentId: string;
  orderId: string;
  userId: string;
}

/** The data of `payment.settled`, emitted once per payment through the outbox. */
export interface PaymentSettledData {
  paymentId: string;
  orderId: string;
  status: 'paid' | 'failed';
  method: PaymentMethod;
  amount: number;
  currency: 'RWF';
  providerReference?: string;
  reason?: string;
  /**
   * A prompt we had failed as timed out, approved at the provider afterwards: a second event for
   * the payment. Orders confirms the order if its reservation still holds, else flags a refund.
   */
  approvedLate?: true;
}

export interface PaymentsApi {
  /** The enabled methods; with an amount the manual dial code includes it. */
  listMethods(totalForDialCode?: number): Promise<PaymentMethods>;
  /**
   * Sends a MoMo prompt for the order's total. Phone required and Rwandan. Idempotent: the same
   * key (per user), or an open PENDING prompt for the order, returns that payment. An order whose
   * earlier attempts failed takes a new one (one open at a time); a paid or cancelled order: conflict.
   */
  requestMobileMoney(input: { order: OrderFacts; phone: string; idempotencyKey?: string }): Promise<PaymentView>;
  /** Asks the provider now when still PENDING; with `userId`, someone else's payment is not_found. */
  checkStatus(input: { paymentId: string; userId?: string }): Promise<PaymentView>;
  /** Charges a card; card details are validated, never stored or logged. Idempotent per key. */
  payByCard(input: { order: OrderFacts; card: CardInput; idempotencyKey?: string }): Promise<CardPaymentResult>;
  /**
   * Records a stored payment screenshot (`payment-proofs/<32 hex>.<png|jpg>`); the payment then
   * awaits an admin's verification.
   */
  submitProof(input: { order: OrderFacts; fileKey: string }): Promise<PaymentView>;
  /** The proof of that name; with `userId`, someone else's proof is not_found (as is an unknown one). */
  proofOf(input: { name: string; userId?: string }): Promise<ProofView>;
  /** An admin's decision on an open payment (a verified proof). Settled payments: conflict. */
  settleManually(input: SettleManuallyInput): Promise<PaymentView>;
  /** Every payment of an order, newest first. */
  listForOrder(orderId: string): Promise<PaymentView[]>;
  /**
   * A provider callback: only triggers an early poll of the named payment (or a check of a prompt
   * that timed out, whose late approval is still recorded); never trusted on its own.
   */
  mobileMoneyCallback(input: { referenceId?: string; externalId?: string }): Promise<void>;
}

export const PAYMENT_SETTLED = 'payment.settled';
