// The card provider's own browser form (Stripe's Payment Element), as the card-form use cases
// need it: the card is typed into the provider's frame and confirmed by the browser; the service
// opens the provider's payment without card data and learns the outcome from its signed events.

/** What the provider's payment is opened for. */
export interface CardIntentRequest {
  /** Our payment's reference: the provider's idempotency key, and how its events name our payment. */
  reference: string;
  paymentId: string;
  /** Whole RWF (zero-decimal at card providers). */
  amount: number;
  currency: 'RWF';
  description: string;
  orderId: string;
  orderNumber: string;
}

/**
 * The provider's payment as it stands. `open`: waiting for the browser (card, 3-D Secure);
 * `processing`: the bank is deciding; `failed`: the last attempt was declined (`failure` says why).
 */
export interface CardIntentState {
  intentId: string;
  /** What the browser confirms the payment with; never stored or logged. */
  clientSecret: string;
  status: 'open' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  amount: number;
  /** Lower case, as providers write it (`rwf`). */
  currency: string;
  failure?: string;
}

/** Opens and looks up payments at the card provider, for its browser form. Provider trouble throws AppError('unavailable'). */
export interface CardIntents {
  /** The key the browser loads the provider's form with (Stripe's publishable key). */
  readonly publishableKey: string;
  open(request: CardIntentRequest): Promise<CardIntentState>;
  find(intentId: string): Promise<CardIntentState>;
  /** Closes a payment so no later attempt in a stale form can succeed. Never throws: it may have ended already. */
  cancel(intentId: string): Promise<void>;
}

/** What a provider's payment looked like when an event was sent. */
export interface CardIntentFacts {
  intentId: string;
  /** What was taken (succeeded) or asked for. */
  amount: number;
  currency: string;
  /** Our payment's reference, which the payment was opened with (its metadata). */
  reference?: string;
}

/** A verified event of the card provider, in the words the service needs. */
export type CardEvent =
  | { id: string; kind: 'succeeded'; intent: CardIntentFacts }
  | { id: string; kind: 'failed'; intent: CardIntentFacts; message?: string }
  | { id: string; kind: 'other'; type: string };

/** Verifies the provider's signed events (Stripe's webhooks). */
export interface CardEvents {
  /**
   * The event in `payload` (the request body, byte for byte) when `signature` proves it is the
   * provider's and recent at `receivedAt`; throws CardEventRejected otherwise.
   */
  verify(payload: Uint8Array | string, signature: string, receivedAt: Date): CardEvent;
}

/** A bad, missing or stale signature, or a body that is no event: never acted on. */
export class CardEventRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CardEventRejected';
  }
}
