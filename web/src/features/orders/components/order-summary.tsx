import { formatRwf } from '@shop/domain';
import { PaymentStatusBadge } from '@/components/ui/status-badges';
import type { Order } from '@shop/contracts';
import { paymentMethodLabel } from '@/lib/order-labels';
import { deliveryFeeLabel } from '../utils/receipt-content';

/** Subtotal, discount, bike delivery and total, with the VAT note (SPEC: Order confirmation). */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section className="card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="confirmation-section-title">
        Order Summary
      </h2>
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>Subtotal</dt>
          <dd>{formatRwf(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div className="summary-row summary-discount">
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd>-{formatRwf(order.discount)}</dd>
          </div>
        ) : null}
        <div className="summary-row">
          <dt>Delivery (Bike)</dt>
          <dd className={order.deliveryFee > 0 ? undefined : 'summary-free'}>{deliveryFeeLabel(order.deliveryFee)}</dd>
        </div>
        <div className="summary-row summary-total">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatRwf(order.total)}</dd>
        </div>
      </dl>
      <p className="summary-note">* All prices include 18% VAT</p>
    </section>
  );
}

/** How the order is paid and where the payment stands. */
export function OrderPayment({ order }: { order: Order }) {
  const { method, status, reference } = order.paymentInfo;
  return (
    <section className="card" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="confirmation-section-title">
        Payment
      </h2>
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>Payment method</dt>
          <dd data-testid="payment-method">{paymentMethodLabel(method)}</dd>
        </div>
        <div className="summary-row">
          <dt>Payment status</dt>
          <dd>
            <PaymentStatusBadge status={status} />
          </dd>
        </div>
        {reference ? (
          <div className="summary-row">
            <dt>Reference</dt>
            <dd className="summary-reference">{reference}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
