import { isObjectId } from '@shop/contracts';
import { AppError, isRwfAmount } from '@shop/domain';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PayableOrder, PayableOrders } from '../ports/payable-orders.port';

/**
 * The order to charge, from the orders service, as the caller's own (someone else's is not
 * found). Checked anyway: it decides what is charged.
 */
export async function payableOrder(orders: PayableOrders, input: { orderId: unknown; userId: unknown }): Promise<PayableOrder> {
  if (typeof input.orderId !== 'string' || typeof input.userId !== 'string' || input.userId === '') {
    throw new AppError('not_found', M.orderNotFound);
  }
  return orders.orderToPay(input.orderId, input.userId);
}

/**
 * A paid order is a conflict; so is a zero total (nothing to pay). An order whose earlier
 * attempts failed may be paid again while it holds its reservation; once cancelled (the
 * reservation expired) it takes no new charge, unless `whenCancelled` allows it (a manual proof
 * of money already sent is still taken, for an admin to decide).
 */
export function assertPayableOrder(order: PayableOrder, options: { whenCancelled?: 'allow' } = {}): void {
  const wellFormed =
    typeof order === 'object' &&
    order !== null &&
    isObjectId(order.orderId) &&
    typeof order.orderNumber === 'string' &&
    order.orderNumber.trim() !== '' &&
    order.orderNumber.length <= 50 &&
    typeof order.userId === 'string' &&
    order.userId !== '' &&
    order.currency === 'RWF';
  if (!wellFormed) throw new AppError('invalid', M.orderNotPayable);
  if (!isRwfAmount(order.total) || order.total <= 0) throw new AppError('invalid', M.orderNotPayable);
  if (order.paymentStatus === 'paid') throw new AppError('conflict', M.orderAlreadyPaid);
  if (order.orderStatus === 'cancelled' && options.whenCancelled !== 'allow') throw new AppError('conflict', M.orderCancelled);
}

/** Idempotency keys are per user, so two shoppers can never collide on one. */
export function scopedIdempotencyKey(userId: string, key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined;
  if (typeof key !== 'string' || key.length > 200) throw new AppError('invalid', 'Idempotency-Key must be at most 200 characters');
  return `${userId}:${key}`;
}
