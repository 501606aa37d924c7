import type { PaymentMethod, Wallet } from '@shop/domain';

/**
 * requested: stored, the provider not (surely) reached yet — asked again with the same reference.
 * pending: the provider accepted it and is paying it out. succeeded / failed: final, announced once.
 */
export type ProviderRefundState = 'requested' | 'pending' | 'succeeded' | 'failed';

/** Money sent back for an order (order.refund-requested), through the provider that took it. */
export interface RefundRecord {
  /** The orders service's refund id. */
  id: string;
  orderId: string;
  orderNumber: string;
  /** The settled payment it pays back; absent for a manual payment an admin marked paid. */
  paymentId?: string;
  method: PaymentMethod;
  wallet?: Wallet;
  amount: number;
  state: ProviderRefundState;
  /** Our reference at the provider (a UUID), fixed before the first call: the provider's idempotency key. */
  referenceId: string;
  providerReference?: string;
  reason?: string;
  /** Paid back by the shop outside the app (a manual USSD payment). */
  manual?: boolean;
  attempts: number;
  /** Epoch ms of the next look at a requested or pending refund. */
  nextCheckAt?: number;
  /** Epoch ms after which a refund the provider never confirmed fails. */
  deadlineAt: number;
  /** Id of its payment.refunded event, fixed in the update that settles it. */
  eventId?: string;
  eventRecorded?: boolean;
  createdAt: string;
  updatedAt: string;
  settledAt?: string;
}

export const OPEN_REFUND_STATES: readonly ProviderRefundState[] = ['requested', 'pending'];
