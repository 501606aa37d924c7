import { formatLongDate, formatRwf, lineName } from '@shop/domain';
import { AlertIcon } from '@/components/ui/icons';
import { OrderTotals } from '@/components/ui/order-totals';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/status-badges';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { paymentMethodLabel } from '@/lib/order-labels';
import { refreshTargetHistory } from '../api/get-audit-entries';
import type { AdminOrder } from '../order-types';
import { canRefund } from '../utils/refund-plan';
import { AdminFiscalReceipts } from './admin-fiscal-receipts';
import { AdminOrderRefunds } from './admin-order-refunds';
import { AuditHistoryPanel } from './audit-history-panel';
import { OrderStatusForm } from './order-status-form';
import { PaymentProofPanel } from './payment-proof-panel';

function customerName(order: AdminOrder): string {
  const fromUser = `${order.user.firstName} ${order.user.lastName}`.trim();
  const fromAddress = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim();
  return fromUser || fromAddress || order.user.email;
}

function Address({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  return (
    <address className="admin-order-address">
      <span>{`${a.firstName} ${a.lastName}`.trim()}</span>
      <span>{a.street}</span>
      <span>{[a.city, a.district, a.postalCode].filter(Boolean).join(', ')}</span>
      <span>{a.country}</span>
      <span>{a.phone}</span>
      <span>{a.email}</span>
    </address>
  );
}

/**
 * One order in the admin list: who, when, its statuses and total; anything that needs the
 * admin (a refund due, paid without stock) first; the items, address and totals; its refunds
 * (with Refund) and fiscal receipts; the status form; and, for a manual payment, the proof
 * screenshot with Mark paid / Mark failed.
 */
export function AdminOrderCard({
  order,
  onUpdated,
  onPaymentSettled,
}: {
  order: AdminOrder;
  onUpdated: (message: string) => void;
  onPaymentSettled: (message: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const method = order.paymentInfo.method;
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  // Each change made here (status, tracking, notes, refund, payment mark) is an entry of the
  // order's history: an open History shows it without a reload.
  const changed = (then: (message: string) => void) => (message: string) => {
    void refreshTargetHistory({ type: 'order', id: order._id });
    then(message);
  };
  const updated = changed(onUpdated);
  return (
    <article className="admin-order" data-testid="admin-order" aria-labelledby={`order-${order._id}`}>
      <header className="admin-order-header">
        <div>
          <h2 id={`order-${order._id}`} className="admin-order-number">
            {t('admin.order.title', { number: order.orderNumber })}
          </h2>
          <p className="admin-order-meta">
            {customerName(order)} · {order.user.email} · {formatLongDate(order.createdAt, language)}
          </p>
        </div>
        <div className="admin-order-badges">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentInfo.status} />
          <span className="admin-order-total">{formatRwf(order.total)}</span>
        </div>
      </header>

      {order.attention ? (
        <div className="admin-order-attention" role="alert" data-reason={order.attention.reason} data-testid="order-attention">
          <AlertIcon size={20} />
          <p>
            <strong>{t('admin.order.attention')}</strong> {order.attention.message}
          </p>
        </div>
      ) : null}

      <div className="admin-order-body">
        <div className="admin-order-details">
          <section aria-label={t('admin.order.items')}>
            <h3 className="admin-order-subtitle">{t('admin.order.items')}</h3>
            <ul className="admin-order-items">
              {order.items.map((item, index) => (
                <li key={`${item.product}-${index}`} className="admin-order-item">
                  <ProductThumbnail className="admin-order-item-image" src={item.productSnapshot.image} size={40} />
                  <span className="admin-order-item-name">{lineName(item.name, item.variantLabel)}</span>
                  <span className="admin-order-item-qty">
                    {item.quantity} × {formatRwf(item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <div className="admin-order-columns">
            <section aria-label={t('admin.order.address')}>
              <h3 className="admin-order-subtitle">{t('admin.order.address')}</h3>
              <Address order={order} />
              {order.orderNotes ? <p className="admin-order-customer-note">{t('admin.order.customerNote', { note: order.orderNotes })}</p> : null}
            </section>
            <section aria-label={t('admin.order.totals')}>
              <h3 className="admin-order-subtitle">{t('admin.order.totals')}</h3>
              <OrderTotals
                subtotal={order.subtotal}
                discount={order.discount}
                deliveryFee={order.deliveryFee}
                total={order.total}
                itemCount={itemCount}
                couponCode={order.couponCode}
              />
              <p className="admin-order-payment">
                {paymentMethodLabel(method)}
                {order.paymentInfo.reference ? ` · ${t('admin.order.reference', { reference: order.paymentInfo.reference })}` : ''}
              </p>
              {order.trackingNumber ? <p className="admin-order-payment">{t('admin.order.tracking', { number: order.trackingNumber })}</p> : null}
            </section>
          </div>
          {order.refunds?.length || order.fiscalReceipts?.length || canRefund(order) ? (
            <div className="admin-order-columns">
              <AdminOrderRefunds order={order} onRefunded={updated} />
              <AdminFiscalReceipts order={order} />
            </div>
          ) : null}
          {/* Starts afresh only when a value it edits changes on the server: an order refreshed for
              another reason (its payment, its stock) keeps what the admin is typing. */}
          <OrderStatusForm key={`${order.status}:${order.trackingNumber ?? ''}:${order.adminNotes ?? ''}`} order={order} onUpdated={updated} />
          <AuditHistoryPanel type="order" id={order._id} />
        </div>
        {method === 'manual_momo' ? <PaymentProofPanel order={order} onSettled={changed(onPaymentSettled)} /> : null}
      </div>
    </article>
  );
}
