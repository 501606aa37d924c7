import type { RefundingGateway } from './refunds.port';

/** A card charge. The card travels only in memory, to the provider; it is never stored or logged. */
export interface CardCharge {
  /** Our reference; the provider's idempotency key, so a retried charge is never taken twice. */
  reference: string;
  /** Whole RWF (a zero-decimal currency at card providers). */
  amount: number;
  currency: 'RWF';
  description: string;
  metadata: Record<string, string>;
  card: { name: string; number: string; expMonth: number; expYear: number; cvc: string };
}

export type CardChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'failed'; paymentIntentId?: string; message: string; code?: string };

/** A card provider (Stripe, or its simulator). Provider trouble throws AppError('unavailable'). */
export interface CardGateway extends RefundingGateway {
  /** True when no real money moves (the simulator or a test key). */
  readonly testMode: boolean;
  /** Why no payment can be made (no provider is configured); undefined when one can. */
  readonly unconfigured?: string;
  charge(charge: CardCharge): Promise<CardChargeResult>;
}
