import type { Order, RefundState } from '@shop/contracts';
import { ReturnIcon } from '@/components/ui/shop-icons';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { refundsView } from '../utils/refund-view';
import '@/components/ui/status-badges.css';
import './order-refunds.css';

const STATE_COLOURS: Readonly<Record<RefundState, string>> = { requested: 'yellow', succeeded: 'green', failed: 'red' };

/** The order's refunds with where each stands (requested, refunded, failed and why), and the total paid back. */
export function OrderRefunds({ order }: { order: Order }) {
  const t = useT();
  const refunds = refundsView(order, useLanguage());
  if (!refunds) return null;
  return (
    <section className="card" aria-labelledby="order-refunds-title" data-testid="order-refunds">
      <h2 id="order-refunds-title" className="confirmation-section-title">
        <ReturnIcon size={20} /> {t('orders.refunds.title')}
      </h2>
      <ul className="order-refunds">
        {refunds.entries.map((entry) => (
          <li key={entry.id} className="order-refund" data-state={entry.state}>
            <p className="order-refund-head">
              <span className={`status-badge status-${STATE_COLOURS[entry.state]}`}>{entry.stateLabel}</span>
              <strong>{entry.amount}</strong>
            </p>
            <p className="order-refund-lines">{entry.lines.join(', ')}</p>
            <p className="order-refund-detail">{entry.when}</p>
            {entry.reason ? <p className="order-refund-detail">{entry.reason}</p> : null}
            {entry.failure ? <p className="order-refund-failure">{entry.failure}</p> : null}
            {entry.manual ? <p className="order-refund-detail">{entry.manual}</p> : null}
          </li>
        ))}
      </ul>
      {refunds.refundedTotal ? (
        <p className="order-refunds-total">
          <span>{t('orders.refunds.total')}</span>
          <strong data-testid="refunded-total">{refunds.refundedTotal}</strong>
        </p>
      ) : null}
    </section>
  );
}
