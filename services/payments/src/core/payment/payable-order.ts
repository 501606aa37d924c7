import { AppError, isObjectIdString, isRwfAmount } from '@shop/domain';
import type { OrderFacts } from '../../api/payments-api';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';

/**
 * The order facts the gateway passes on are checked anyway: they decide what is charged.
 * A paid order is a conflict; so is a zero total (nothing to pay). An order whose earlier
 * attempts failed may be paid again while it holds its reservation; once cancelled (the
 * reservation expired) it takes no new charge, unless `whenCancelled` allows it (a manual proof
 * of money already sent is still taken, for an admin to decide).
 */
export function assertPayableOrder(order: OrderFacts, options: { whenCancelled?: 'allow' } = {}): void {
  const wellFormed =
    typeof order === 'object' &&
    order !== null &&
    isObjectIdString(order.orderId) &&
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
