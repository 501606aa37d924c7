import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  isOrderStatus,
  isPaymentMethod,
  isPaymentStatus,
} from '@shop/domain';

/** How an order's statuses and payment method read on the screens and the receipt; an unknown value reads as itself. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status || 'Unknown';
}

export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method || 'Unknown';
}

export function paymentStatusLabel(status: string): string {
  return isPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : status || 'Unknown';
}
