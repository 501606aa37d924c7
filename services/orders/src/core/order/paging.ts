import { AppError, isOrderStatus, isPaymentStatus, type FieldError, type OrderStatus, type PaymentStatus } from '@shop/domain';
import type { OrderPage, OrderView } from '../../api/orders-api';
import { ORDER_LIMITS } from '@shop/contracts';
import { ORDERS_MESSAGES as M } from '../orders-messages';

/** A positive whole number, else the default; limits capped at 100. */
export function pageOf(page: unknown, limit: unknown, defaultLimit: number): { page: number; limit: number; skip: number } {
  const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback);
  const p = whole(page, 1);
  const l = Math.min(whole(limit, defaultLimit), ORDER_LIMITS.pageSize);
  return { page: p, limit: l, skip: (p - 1) * l };
}

export function pageReply(orders: OrderView[], total: number, page: number, limit: number): OrderPage {
  return { orders, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** Filters as typed (any case, blank = none); an unknown value is invalid. */
export function statusFilters(query: { status?: unknown; paymentStatus?: unknown }): { status?: OrderStatus; paymentStatus?: PaymentStatus } {
  const errors: FieldError[] = [];
  const out: { status?: OrderStatus; paymentStatus?: PaymentStatus } = {};
  const status = typeof query.status === 'string' ? query.status.trim().toLowerCase() : '';
  if (isOrderStatus(status)) out.status = status;
  else if (status !== '') errors.push({ path: 'status', message: M.statusInvalid });
  const payment = typeof query.paymentStatus === 'string' ? query.paymentStatus.trim().toLowerCase() : '';
  if (isPaymentStatus(payment)) out.paymentStatus = payment;
  else if (payment !== '') errors.push({ path: 'paymentStatus', message: M.paymentStatusInvalid });
  if (errors.length > 0) throw new AppError('invalid', errors[0]!.message, errors);
  return out;
}
