import type { AdminAction, AuditActor, AuditChange, AuditTarget } from '@shop/contracts';
import type { AdminActionRecord } from '../ports/order-events.port';
import type { OrderRecord } from './order';

/** The admin an API input names (id and e-mail, from the verified token), or undefined when it names none. */
export function auditActorOf(input: { actorId?: unknown; actorEmail?: unknown }): AuditActor | undefined {
  const { actorId, actorEmail } = input;
  if (typeof actorId !== 'string' || typeof actorEmail !== 'string' || !actorEmail.includes('@')) return undefined;
  return { userId: actorId, email: actorEmail };
}

/** An order as the audit trail names it: its id, and its number for a person to read. */
export function orderTarget(order: Pick<OrderRecord, 'id' | 'orderNumber'>): AuditTarget {
  return { type: 'order', id: order.id, label: order.orderNumber };
}

/** One admin action on an order, made at `at`. */
export function orderAction(action: AdminAction, actor: AuditActor, order: OrderRecord, changes: AuditChange[], at: string): AdminActionRecord {
  return { action, actor, target: orderTarget(order), changes, at };
}

/**
 * The entries an admin's status update makes: one per thing it changed (status, tracking
 * number, notes), each with its value before and after (null: there was none).
 */
export function statusUpdateActions(actor: AuditActor, before: OrderRecord, after: OrderRecord): AdminActionRecord[] {
  const at = after.updatedAt;
  const actions: AdminActionRecord[] = [];
  if (before.status !== after.status) {
    actions.push(orderAction('order.status-changed', actor, after, [{ field: 'status', before: before.status, after: after.status }], at));
  }
  if ((before.trackingNumber ?? '') !== (after.trackingNumber ?? '')) {
    const change = { field: 'trackingNumber', before: before.trackingNumber ?? null, after: after.trackingNumber ?? null };
    actions.push(orderAction('order.tracking-changed', actor, after, [change], at));
  }
  if ((before.adminNotes ?? '') !== (after.adminNotes ?? '')) {
    const change = { field: 'notes', before: before.adminNotes ?? null, after: after.adminNotes ?? null };
    actions.push(orderAction('order.notes-changed', actor, after, [change], at));
  }
  return actions;
}
