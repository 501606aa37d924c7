/**
 * The payments service's contract, as the gateway sees it. The same interface is served
 * in-process (direct calls) and over gRPC (`GrpcPaymentsApi`); errors are `AppError`s from
 * @shop/domain (kinds: invalid, not_found, conflict, unavailable).
 *
 * The service never trusts an amount or an owner from a client: a payment names the order and
 * the signed-in user, and payments asks the orders service what that order costs and whose it is.
 */
import type { PaymentMethodInfo, PaymentMethods } from '@shop/contracts';
import type { PaymentMethod, Wallet } from '@shop/domain';

/** The order to pay and who pays it: the signed-in shopper, who must own it (else not_found). */
export interface OrderToPay {
  orderId: string;
  userId: string;
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
  /** Mobile money: the wallet the prompt went to (absent on payments made before Airtel: MTN). */
  wallet?: Wallet;
  /** Card: never more than brand and last four digits. */
  card?: { brand: string; last4: string };
  /** Manual payment: the stored screenshot (its private file key, and the random name it is fetched by). */
  proof?: { fileKey: string; name: string; submittedAt: string };
  settledAt?: string;
  /** Admin who decided a manual payment. */
  settledBy?: string;
  note?: string;
}

/** The methods as GET /payments/methods shows them: the HTTP contract's own shape. */
export type { PaymentMethodInfo, PaymentMethods };

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

/**
 * A card payment opened in the provider's own browser form (Stripe's Payment Element): the
 * browser mounts the form with `publishableKey` and `clientSecret` and confirms the payment
 * there; the card never reaches the shop. The payment settles when the provider's signed
 * event comes (`cardWebhook`), so the browser follows it with checkStatus.
 */
export interface CardIntentSession {
  paymentId: string;
  /** The provider payment's client secret: for this shopper's browser only; never stored or logged. */
  clientSecret: string;
  publishableKey: string;
}

/** A card provider's event as it reached the shop: the body byte for byte and its signature header. */
export interface CardWebhookInput {
  payload: Uint8Array;
  /** Stripe-Signature: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`. */
  signature: string;
}

export interface SettleManuallyInput {
  /** Either the payment, or the order whose open payment is settled. */
  paymentId?: string;
  orderId?: string;
  status: 'paid' | 'failed';
  actorId: string;
  /** The admin's e-mail, from their verified token: the audit trail names them by it. */
  actorEmail: string;
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

export interface PaymentsApi {
  /** The enabled methods; with an amount the manual dial code includes it. */
  listMethods(totalForDialCode?: number): Promise<PaymentMethods>;
  /**
   * Sends a MoMo prompt for the order's total. Phone required and Rwandan. Idempotent: the same
   * key (per user), or an open PENDING prompt for the order, returns that payment. An order whose
   * earlier attempts failed takes a new one (one open at a time); a paid or cancelled order: conflict.
   */
  /** The prompt goes to `wallet` (mtn, airtel), by default the one the number's prefix belongs to. */
  requestMobileMoney(input: OrderToPay & { phone: string; wallet?: string; idempotencyKey?: string }): Promise<PaymentView>;
  /** Asks the provider now when still PENDING; with `userId`, someone else's payment is not_found. */
  checkStatus(input: { paymentId: string; userId?: string }): Promise<PaymentView>;
  /**
   * Charges a card; card details are validated, never stored or logged. Idempotent per key.
   * Only where no real money moves (the simulator, a test key): a live provider refuses card
   * fields (invalid) before anything is recorded; its form (`openCardIntent`) takes the card.
   */
  payByCard(input: OrderToPay & { card: CardInput; idempotencyKey?: string }): Promise<CardPaymentResult>;
  /**
   * Opens a card payment of the order's total in the provider's browser form, without card
   * data. Idempotent per key; the order's open card-form payment answers again while it waits
   * for the card. Where the form is not offered (the simulator, Stripe without its keys): invalid.
   */
  openCardIntent(input: OrderToPay & { idempotencyKey?: string }): Promise<CardIntentSession>;
  /**
   * The card provider's signed event: a missing, wrong or stale signature is invalid (nothing
   * said why). A payment succeeded or failed at the provider settles ours; anything else is
   * acknowledged and ignored; the same event twice changes nothing.
   */
  cardWebhook(input: CardWebhookInput): Promise<void>;
  /**
   * Records a stored payment screenshot (`payment-proofs/<32 hex>.<png|jpg>`); the payment then
   * awaits an admin's verification, and `payment.proof-submitted` tells orders so (outbox).
   */
  submitProof(input: OrderToPay & { fileKey: string }): Promise<PaymentView>;
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
