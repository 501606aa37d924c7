import { Link } from 'wouter';
import { formatRwf } from '@shop/domain';
import { ArrowRightIcon } from '@/components/ui/icons';
import { OrderStatusBadge } from '@/components/ui/status-badges';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import type { Order } from '@shop/contracts';
import { orderLineName } from '../utils/line-name';
import { longDate } from '../utils/order-progress';

/** One order in the history: number, date, status, total, tracking, items, View Details. */
export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const titleId = `order-${order._id || order.orderNumber}-title`;
  return (
    <article className="order-card card" aria-labelledby={titleId} data-testid="order-card">
      <header className="order-card-header">
        <div>
          <h2 id={titleId} className="order-card-number">
            {t('orders.card.title', { number: order.orderNumber })}
          </h2>
          <p className="order-card-date">{t('orders.placedOn', { date: longDate(order.createdAt, language) })}</p>
        </div>
        <div className="order-card-status">
          <OrderStatusBadge status={order.status} />
          <p className="order-card-total">{formatRwf(order.total)}</p>
        </div>
      </header>
      {order.trackingNumber ? (
        <p className="order-card-tracking">
          {t('orders.trackingNumber')} <strong>{order.trackingNumber}</strong>
        </p>
      ) : null}
      <ul className="order-card-items" aria-label={t('orders.card.items', { number: order.orderNumber })}>
        {order.items.map((item, index) => (
          <li key={`${item.product}-${index}`}>
            <span className="order-card-item-name">
              {orderLineName(item)}
              <span className="order-card-item-qty"> × {item.quantity}</span>
            </span>
            <span className="order-card-item-price">{formatRwf(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <footer className="order-card-footer">
        <Link to={`/order-confirmation/${encodeURIComponent(order.orderNumber)}`} className="button button-secondary">
          {t('orders.card.viewDetails')}
          <span className="visually-hidden">{t('orders.card.viewDetailsOf', { number: order.orderNumber })}</span>
          <ArrowRightIcon size={16} />
        </Link>
      </footer>
    </article>
  );
}
