import type { PaymentState, PaymentView } from '../../api/payments-api';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { Wallet } from '@shop/domain';

/** Open payments hold their order's "open slot": at most one per order at a time. */
export const OPEN_STATES: readonly PaymentState[] = ['PENDING', 'AWAITING_VERIFICATION'];

/** A payment as the service keeps it: what the API shows and its bookkeeping. Card payments keep brand and last four digits only. */
export interface PaymentRecord extends Omit<PaymentView, 'paymentId'> {
  id: string;
  /** `<userId>:<Idempotency-Key>`; unique. */
  idempotencyKey?: string;
  /** The order id while the payment is open; unique, so an order has one open payment at most. */
  openOrderId?: string;
  /** Epoch ms when the poller next looks at this PENDING payment. */
  nextPollAt?: number;
  /** Epoch ms after which a PENDING payment fails as timed out. */
  deadlineAt?: number;
  lastPolledAt?: string;
  /** The proof's random name (32 hex), by which its owner and admins fetch it; unique. */
  proofName?: string;
  /** Epoch ms of the next provider check of a prompt that timed out (a late approval is still taken). */
  lateCheckAt?: number;
  /** Epoch ms after which a timed-out prompt is no longer checked on a schedule. */
  lateCheckUntil?: number;
  /** Approved at the provider after we had failed it as timed out. */
  approvedLate?: boolean;
  /** Id of the payment.settled event, fixed in the same update that settles the payment. */
  settlementEventId?: string;
  /** False between the settling update and the outbox write; a sweep finishes the job. */
  settlementRecorded?: boolean;
  /** Id of the payment.proof-submitted event, fixed in the same write that stores the proof. */
  proofEventId?: string;
  /** False between that write and the outbox write; a sweep finishes the job. */
  proofEventRecorded?: boolean;
}

export type NewPaymentRecord = Omit<PaymentRecord, 'id'> & { id?: string };

/** Fields a settle or poll may clear. */
export type ClearableField = 'openOrderId' | 'nextPollAt' | 'deadlineAt' | 'lateCheckAt' | 'lateCheckUntil' | 'reason';

export interface PaymentChange {
  set: Partial<Omit<PaymentRecord, 'id' | 'orderId' | 'userId' | 'amount' | 'method' | 'referenceId'>>;
  unset?: ClearableField[];
}

const OPTIONAL_VIEW_FIELDS = ['reason', 'providerReference', 'phone', 'wallet', 'card', 'proof', 'settledAt', 'settledBy', 'note'] as const;

export function toPaymentView(payment: PaymentRecord): PaymentView {
  const view: PaymentView = {
    paymentId: payment.id,
    orderId: payment.orderId,
    orderNumber: payment.orderNumber,
    userId: payment.userId,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    referenceId: payment.referenceId,
    attempts: payment.attempts,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
  for (const field of OPTIONAL_VIEW_FIELDS) {
    if (payment[field] !== undefined) Object.assign(view, { [field]: payment[field] });
  }
  return view;
}

/** The wallet a mobile-money payment went to. */
export const walletOf = (payment: PaymentRecord): Wallet => payment.wallet ?? 'mtn';

export const isTerminal = (payment: PaymentRecord): boolean =>
  payment.status === 'SUCCESSFUL' || payment.status === 'FAILED';

/** Reasons of a prompt failed by us, not by the provider: it may still be approved at the provider. */
export const UNANSWERED_REASONS: readonly string[] = [M.timedOut, M.unknownAtProvider];

/** A mobile-money prompt we failed for want of an answer: a late approval of it is still taken. */
export const isUnanswered = (payment: PaymentRecord): boolean =>
  payment.method === 'momo' && payment.status === 'FAILED' && UNANSWERED_REASONS.includes(payment.reason ?? '');
