import type { RefundState, RefundView } from '@shop/contracts';
import { DELIVERY_LINE_KEY, type ReceiptLine } from '@shop/domain';
import { lineOfKey } from '../order/order-line-key';

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
    lines: refund.restock ? refund.lines.filter((line) => line.key !== DELIVERY_LINE_KEY).map(toRefundLineView) : [],
    requestedAt: refund.requestedAt,
  };
  if (refund.failureReason) view.failureReason = refund.failureReason;
  if (refund.manual) view.manual = true;
  if (refund.settledAt) view.settledAt = refund.settledAt;
  return view;
}

/** A refunded line as the order shows it: its product (and variant), its name as receipts print it, its units. */
function toRefundLineView(line: ReceiptLine): RefundView['lines'][number] {
  const { productId, variantId } = lineOfKey(line.key);
  return variantId ? { product: productId, variant: variantId, name: line.name, quantity: line.quantity } : { product: productId, name: line.name, quantity: line.quantity };
}
