import { formatRwf } from '@shop/domain';
import { PaymentStatusBadge } from '@/components/ui/status-badges';
import { useT } from '@/lib/i18n/use-t';
import type { Order } from '@shop/contracts';
import { paymentMethodLabel } from '@/lib/order-labels';
import { VAT_PERCENT, deliveryFeeLabel } from '../utils/receipt-content';

/** Subtotal, discount, bike delivery and total, with the VAT note (SPEC: Order confirmation). */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="confirmation-section-title">
        {t('orders.summary.title')}
      </h2>
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>{t('orders.summary.subtotal')}</dt>
          <dd>{formatRwf(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="summary-row summary-discount">
            <dt>{order.couponCode ? t('orders.summary.discountCode', { code: order.couponCode }) : t('ui.totals.discount')}</dt>
            <dd>-{formatRwf(order.discount)}</dd>
          </div>
        ) : null}
        <div className="summary-row">
          <dt>{t('ui.totals.delivery')}</dt>
          <dd className={order.deliveryFee > 0 ? undefined : 'summary-free'}>{deliveryFeeLabel(order.deliveryFee)}</dd>
        </div>
        <div className="summary-row summary-total">
          <dt>{t('ui.totals.total')}</dt>
          <dd data-testid="order-total">{formatRwf(order.total)}</dd>
        </div>
      </dl>
      <p className="summary-note">{t('orders.summary.vatNote', { percent: VAT_PERCENT })}</p>
    </section>
  );
}

/** How the order is paid and where the payment stands. */
export function OrderPayment({ order }: { order: Order }) {
  const t = useT();
  const { method, status, reference } = order.paymentInfo;
  return (
    <section className="card" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="confirmation-section-title">
        {t('orders.payment.title')}
      </h2>
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>{t('orders.payment.method')}</dt>
          <dd className="summary-value-text" data-testid="payment-method">{paymentMethodLabel(method)}</dd>
        </div>
        <div className="summary-row">
          <dt>{t('orders.payment.status')}</dt>
          <dd>
            <PaymentStatusBadge status={status} />
          </dd>
        </div>
        {reference ? (
          <div className="summary-row">
            <dt>{t('orders.payment.reference')}</dt>
            <dd className="summary-reference">{reference}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
