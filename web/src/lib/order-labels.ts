import { isOrderStatus, isPaymentMethod, isPaymentStatus } from '@shop/domain';
import { translate } from './i18n/use-t';

/**
 * How an order's statuses and payment method read on the screens and the receipt, in the current
 * language (English: SPEC's labels, as @shop/domain names them); an unknown value reads as itself.
 */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? translate(`status.order.${status}`) : status || translate('status.unknown');
}

export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? translate(`status.method.${method}`) : method || translate('status.unknown');
}

export function paymentStatusLabel(status: string): string {
  return isPaymentStatus(status) ? translate(`status.payment.${status}`) : status || translate('status.unknown');
}
