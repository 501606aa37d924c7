// OrderRecord <-> stored document, and the port's conditions and changes as document filters
// and update operators. The payment lives under `paymentInfo`, as the API shows it.
import type { Doc, Filter, Update } from '@shop/platform';
import type { OrderRecord } from '../../core/order/order';
import type { OrderChange, OrderCondition } from '../../core/ports/order-repository.port';

export type OrderDoc = Doc & Omit<OrderRecord, 'id'>;

export function toRecord(doc: OrderDoc | null): OrderRecord | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: _id } as OrderRecord;
}

export function toDoc(record: OrderRecord): Omit<OrderDoc, '_id'> & { _id: string } {
  const { id, ...fields } = record;
  return withoutUndefined({ ...fields, _id: id }) as OrderDoc;
}

export function conditionFilter(id: string, condition: OrderCondition): Filter {
  const filter: Filter = { _id: id };
  if (condition.stage) filter.stage = { $in: condition.stage };
  if (condition.status) filter.status = { $in: condition.status };
  if (condition.paymentStatus) filter['paymentInfo.status'] = { $in: condition.paymentStatus };
  if (condition.reservationState) filter['reservation.state'] = { $in: condition.reservationState };
  if (condition.couponUsage) filter.couponUsage = { $in: condition.couponUsage };
  if (condition.expiresBy) filter['reservation.expiresAt'] = { $lte: condition.expiresBy };
  if (condition.updatedBefore) filter.updatedAt = { $lt: condition.updatedBefore };
  if (condition.noAttention) filter.attention = { $exists: false };
  if (condition.refundsClaimed === 0) filter.$or = [{ 'paymentInfo.refundsClaimed': 0 }, { 'paymentInfo.refundsClaimed': null }];
  else if (condition.refundsClaimed !== undefined) filter['paymentInfo.refundsClaimed'] = condition.refundsClaimed;
  return filter;
}

export function changeUpdate(change: OrderChange): Update {
  const $set: Record<string, unknown> = { updatedAt: change.updatedAt };
  const $unset: Record<string, true> = {};
  const top = ['stage', 'status', 'trackingNumber', 'adminNotes', 'couponUsage'] as const;
  for (const field of top) if (change[field] !== undefined) $set[field] = change[field];
  for (const [field, value] of Object.entries(change.paymentInfo ?? {})) if (value !== undefined) $set[`paymentInfo.${field}`] = value;
  for (const [field, value] of Object.entries(change.reservation ?? {})) if (value !== undefined) $set[`reservation.${field}`] = value;
  if (change.unsetFailureReason && change.paymentInfo?.failureReason === undefined) $unset['paymentInfo.failureReason'] = true;
  if (change.attention === null) $unset.attention = true;
  else if (change.attention) $set.attention = change.attention;
  const update: Update = { $set };
  if (Object.keys($unset).length > 0) update.$unset = $unset;
  if (change.history) update.$push = { history: withoutUndefined(change.history) };
  return update;
}

/** MongoDB stores `undefined` as null; leave such keys out instead. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .map(([key, child]) => [key, withoutUndefined(child)]),
  ) as T;
}
