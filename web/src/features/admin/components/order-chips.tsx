import { orderStatusColour, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, isOrderStatus, isPaymentStatus } from '@shop/domain';
import './order-chips.css';

/** The order status in its SPEC colour (pending yellow … cancelled red; unknown neutral). */
export function OrderStatusChip({ status }: { status: string }) {
  return (
    <span className={`order-chip order-chip-${orderStatusColour(status)}`} data-testid="order-status">
      {isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status || 'Unknown'}
    </span>
  );
}

const PAYMENT_COLOURS: Record<string, string> = {
  pending: 'yellow',
  awaiting_verification: 'blue',
  paid: 'green',
  failed: 'red',
};

export function PaymentStatusChip({ status }: { status: string }) {
  return (
    <span className={`order-chip order-chip-${PAYMENT_COLOURS[status] ?? 'neutral'}`} data-testid="payment-status">
      {isPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : status || 'Unknown'}
    </span>
  );
}
