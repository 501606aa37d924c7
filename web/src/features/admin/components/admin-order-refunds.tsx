import { useState } from 'react';
import { formatLongDate, formatRwf } from '@shop/domain';
import type { RefundState } from '@shop/contracts';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { invalidate } from '@/lib/use-query';
import { refreshTargetHistory } from '../api/get-audit-entries';
import type { AdminOrder } from '../order-types';
import { canRefund } from '../utils/refund-plan';
import { RefundDialog } from './refund-dialog';
import './admin-refunds.css';

const STATE_COLOURS: Readonly<Record<RefundState, string>> = { requested: 'yellow', succeeded: 'green', failed: 'red' };
const STATE_KEYS = {
  requested: 'admin.refunds.state.requested',
  succeeded: 'admin.refunds.state.succeeded',
  failed: 'admin.refunds.state.failed',
} as const satisfies Record<RefundState, string>;

/**
 * The order's refunds with where each stands (requested, refunded, failed and why), what went
 * back so far, and Refund while money is left to refund on a paid order.
 */
export function AdminOrderRefunds({ order, onRefunded }: { order: AdminOrder; onRefunded: (message: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const refunds = order.refunds ?? [];
  const refundable = canRefund(order);
  if (refunds.length === 0 && !refundable) return null;

  return (
    <section aria-label={t('admin.refunds.title')} data-testid="admin-order-refunds">
      <h3 className="admin-order-subtitle">{t('admin.refunds.title')}</h3>
      {refunds.length ? (
        <ul className="admin-refunds">
          {refunds.map((refund) => (
            <li key={refund.refundId} className="admin-refund" data-state={refund.state}>
              <p className="admin-refund-head">
                <span className={`status-badge status-${STATE_COLOURS[refund.state]}`}>{t(STATE_KEYS[refund.state])}</span>
                <strong>{formatRwf(refund.amount)}</strong>
                <span className="admin-refund-date">{formatLongDate(refund.settledAt ?? refund.requestedAt, language)}</span>
              </p>
              <p className="admin-refund-detail">
                {refund.lines.length
                  ? refund.lines.map((line) => t('admin.refunds.line', { quantity: line.quantity, name: line.name })).join(', ')
                  : t('admin.refunds.wholeOrder')}
                {refund.manual ? ` · ${t('admin.refunds.manualTag')}` : ''}
              </p>
              {refund.reason ? <p className="admin-refund-detail">{t('admin.refunds.reasonLine', { reason: refund.reason })}</p> : null}
              {refund.state === 'failed' ? (
                <p className="admin-refund-failure">{t('admin.refunds.failure', { reason: refund.failureReason || t('admin.refunds.unknownFailure') })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.paymentInfo.refunded ? <p className="admin-order-payment">{t('admin.refunds.refundedSoFar', { amount: formatRwf(order.paymentInfo.refunded) })}</p> : null}
      {refundable ? (
        <button
          type="button"
          className="button button-secondary admin-refund-open"
          onClick={() => setOpen(true)}
          aria-label={t('admin.refunds.openLabel', { number: order.orderNumber })}
        >
          {t('admin.refunds.open')}
        </button>
      ) : null}
      {open ? (
        <RefundDialog
          order={order}
          onRefunded={(message) => {
            setOpen(false);
            onRefunded(message);
          }}
          onClose={(unsure) => {
            setOpen(false);
            // A try that got no answer may have gone through: show the order, and its history, as the server has them.
            if (!unsure) return;
            invalidate('admin-orders');
            void refreshTargetHistory({ type: 'order', id: order._id });
          }}
        />
      ) : null}
    </section>
  );
}
