/**
 * The payment status held on an order. SPEC names pending, paid and failed;
 * awaiting_verification is a manual proof waiting for an admin's check.
 */
export const PAYMENT_STATUSES = ['pending', 'awaiting_verification', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export const PAYMENT_STATUS_LABELS = {
  pending: 'Pending',
  awaiting_verification: 'Awaiting verification',
  paid: 'Paid',
  failed: 'Failed',
} as const satisfies Record<PaymentStatus, string>;

// paid is final (refunds are out of scope); a failed payment may be tried again.
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['awaiting_verification', 'paid', 'failed'],
  awaiting_verification: ['paid', 'failed'],
  failed: ['pending'],
  paid: [],
};

export function canTransitionPaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Reads a payment status a client sent. The original client sends 'completed' after a
 * successful mobile-money poll (SPEC section 4): it means paid.
 */
export function parsePaymentStatus(value: unknown): PaymentStatus | null {
  if (value === 'completed') return 'paid';
  return isPaymentStatus(value) ? value : null;
}
