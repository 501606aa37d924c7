import type { RefundState, RefundView } from '@shop/contracts';
import type { ReceiptLine } from '@shop/domain';

/** Money going back to the shopper: asked for here, paid back by the payments service. */
export interface RefundRecord {
  id: string;
  orderId: string;
  amount: number;
  state: RefundState;
  reason: string;
  failureReason?: string;
  /** The receipt lines it returns (units and their share of the discount); the delivery included when refunded. */
  lines: ReceiptLine[];
  /** Whether the returned goods go back into stock here (a cancellation returns them itself). */
  restock: boolean;
  manual?: boolean;
  requestedBy: string;
  requestedAt: string;
  settledAt?: string;
  /** `<orderId>:<Idempotency-Key>`; unique. */
  idempotencyKey?: string;
}

/** Requested and succeeded refunds count against what is left to refund; failed ones do not. */
export const countsAgainstPayment = (refund: RefundRecord): boolean => refund.state !== 'failed';

export function toRefundView(refund: RefundRecord): RefundView {
  const view: RefundView = {
    refundId: refund.id,
    amount: refund.amount,
    state: refund.state,
    reason: refund.reason,
    lines: refund.restock ? refund.lines.filter((line) => line.key !== 'delivery').map((line) => ({ product: line.key, name: line.name, quantity: line.quantity })) : [],
    requestedAt: refund.requestedAt,
  };
  if (refund.failureReason) view.failureReason = refund.failureReason;
  if (refund.manual) view.manual = true;
  if (refund.settledAt) view.settledAt = refund.settledAt;
  return view;
}
