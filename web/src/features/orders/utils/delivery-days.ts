import { DELIVERY_ESTIMATE_BUSINESS_DAYS } from '@shop/domain';
import type { Order } from '@shop/contracts';

/** The business days the order's delivery zone promised; SPEC's 3-4 for an order placed before zones. */
export function deliveryDays(order: Pick<Order, 'delivery'>): { min: number; max: number } {
  return order.delivery ? { min: order.delivery.estimate.minDays, max: order.delivery.estimate.maxDays } : { ...DELIVERY_ESTIMATE_BUSINESS_DAYS };
}
