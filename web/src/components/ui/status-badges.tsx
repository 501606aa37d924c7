import { orderStatusColour } from '@shop/domain';
import { orderStatusLabel, paymentStatusLabel } from '@/lib/order-labels';
import './status-badges.css';

/** The order status in its SPEC colour (pending yellow … cancelled red; unknown neutral). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-${orderStatusColour(status)}`} data-testid="order-status">
      {orderStatusLabel(status)}
    </span>
  );
}

const PAYMENT_COLOURS: Record<string, string> = {
  pending: 'yellow',
  awaiting_verification: 'blue',
  paid: 'green',
  failed: 'red',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-${PAYMENT_COLOURS[status] ?? 'neutral'}`} data-testid="payment-status">
      {paymentStatusLabel(status)}
    </span>
  );
}
