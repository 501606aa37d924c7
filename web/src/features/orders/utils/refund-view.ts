import { formatRwf, type Language } from '@shop/domain';
import type { Order, RefundState } from '@shop/contracts';
import { translate } from '@/lib/i18n/use-t';
import { refundLineName } from './line-name';
import { longDate } from './order-progress';

/** One refund as the shopper reads it: where it stands, how much, what went back, and why. */
export interface RefundEntry {
  id: string;
  state: RefundState;
  stateLabel: string;
  amount: string;
  /** '2 × Keyboard', or 'Whole order' when no line went back. */
  lines: string[];
  /** 'Requested on …', 'Refunded on …', 'Failed on …'. */
  when: string;
  reason: string | null;
  /** A failed refund's reason. */
  failure: string | null;
  /** A manual (USSD) payment is paid back outside the shop. */
  manual: string | null;
}

export interface RefundsView {
  entries: RefundEntry[];
  /** What went back to the shopper so far; null when nothing has yet. */
  refundedTotal: string | null;
}

const STATE_LABELS: Readonly<Record<RefundState, () => string>> = {
  requested: () => translate('orders.refunds.state.requested'),
  succeeded: () => translate('orders.refunds.state.succeeded'),
  failed: () => translate('orders.refunds.state.failed'),
};

function whenOf(refund: NonNullable<Order['refunds']>[number], language: Language): string {
  if (refund.state === 'requested' || !refund.settledAt) return translate('orders.refunds.requestedOn', { date: longDate(refund.requestedAt, language) });
  const date = longDate(refund.settledAt, language);
  return refund.state === 'succeeded' ? translate('orders.refunds.refundedOn', { date }) : translate('orders.refunds.failedOn', { date });
}

/** What went back so far: the order's own figure, else the refunds that went through. */
export function refundedTotal(order: Pick<Order, 'paymentInfo' | 'refunds'>): number {
  const succeeded = (order.refunds ?? []).filter((refund) => refund.state === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(order.paymentInfo.refunded ?? 0, succeeded);
}

/** The order's refunds, oldest first, in the current language (dates in `language`); null when it has none. */
export function refundsView(order: Pick<Order, 'paymentInfo' | 'refunds' | 'items'>, language: Language): RefundsView | null {
  const refunds = order.refunds ?? [];
  const total = refundedTotal(order);
  if (refunds.length === 0 && total === 0) return null;
  return {
    entries: refunds.map((refund) => ({
      id: refund.refundId,
      state: refund.state,
      stateLabel: STATE_LABELS[refund.state](),
      amount: formatRwf(refund.amount),
      lines: refund.lines.length
        ? refund.lines.map((line) => translate('orders.refunds.line', { quantity: line.quantity, name: refundLineName(line, order.items) }))
        : [translate('orders.refunds.wholeOrder')],
      when: whenOf(refund, language),
      reason: refund.reason ? translate('orders.refunds.reason', { reason: refund.reason }) : null,
      failure: refund.state === 'failed' ? translate('orders.refunds.failure', { reason: refund.failureReason || translate('status.unknown') }) : null,
      manual: refund.manual ? translate('orders.refunds.manual') : null,
    })),
    refundedTotal: total > 0 ? formatRwf(total) : null,
  };
}
