// Admin actions, recorded in the audit trail (issue 33, part 2). Each service that changes data on
// an admin's word publishes its own `<service>.admin-action` event through its outbox, in the same
// transaction as the change; the identity service, which keeps the trail, consumes them (from the
// verified owner only, idempotent on the event id) and appends one entry per event. All four types
// share one payload schema, `adminActionSchema`.
import { z } from 'zod';
import { objectIdSchema } from '../id-schema';
import { defineEvent } from './envelope';
import { emailAddress, instant } from '../fields';

/** Every action the trail records, declared once. */
export const ADMIN_ACTIONS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.stock-changed',
  'order.status-changed',
  'order.tracking-changed',
  'order.notes-changed',
  'payment.marked',
  'payment.refunded',
  'user.blocked',
  'user.unblocked',
  'review.deleted',
  'newsletter.bulk-sent',
  'settings.changed',
  'delivery-zones.changed',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * What an action is about. `payment.marked` and `payment.refunded` name the order (type `order`,
 * its id) so the order's own history shows them; `product.stock-changed` names the product;
 * `settings.changed` names the settings' area (one of SETTINGS_AREAS, e.g. `search-synonyms`);
 * `delivery-zones.changed` the zone set (id `delivery-zones`); `newsletter.bulk-sent` the campaign.
 */
export const AUDIT_TARGET_TYPES = ['product', 'order', 'user', 'review', 'campaign', 'settings', 'delivery-zones'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The settings' areas a `settings.changed` entry names (its target id): the audit screen shows each by its name. */
export const SETTINGS_AREAS = ['search-synonyms'] as const;
export type SettingsArea = (typeof SETTINGS_AREAS)[number];

export const AUDIT_LIMITS = {
  targetId: 100,
  label: 300,
  field: 200,
  changes: 500,
  requestId: 200,
  clientAddress: 100,
} as const;

/** A JSON value (before or after a change): what the trail can hash and show. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
/** Deeper than any before/after the services record: a deeper value is refused. */
const AUDIT_VALUE_DEPTH = 8;

function isAuditValue(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth >= AUDIT_VALUE_DEPTH || typeof value !== 'object') return false;
  const children = Array.isArray(value) ? value : Object.getPrototypeOf(value) === Object.prototype ? Object.values(value) : null;
  return children !== null && children.every((child) => isAuditValue(child, depth + 1));
}

// A predicate rather than a recursive schema: a recursive one has no place in the OpenAPI
// document's inline schemas, where this shows as any JSON value.
export const auditValueSchema = z
  .custom<AuditValue>((value) => isAuditValue(value, 0), 'Must be a JSON value')
  .describe('A JSON value: string, number, boolean, null, array or object');

export const auditActorSchema = z.object({
  /** The admin's user id, from the verified token (never from a request body). */
  userId: objectIdSchema,
  email: emailAddress,
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditTargetSchema = z.object({
  type: z.enum(AUDIT_TARGET_TYPES),
  id: z.string().min(1).max(AUDIT_LIMITS.targetId),
  /** What a person recognises it by: a product's name, an order's number, a user's e-mail. */
  label: z.string().max(AUDIT_LIMITS.label).optional(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/**
 * One field's change. `before` is absent for a creation, `after` for a deletion; a stock edit
 * names the variant in `field` (e.g. `stock.<variantId>`), a product edit lists only the fields
 * that changed, a status change is `{field: 'status', before: from, after: to}`.
 */
export const auditChangeSchema = z.object({
  field: z.string().min(1).max(AUDIT_LIMITS.field),
  before: auditValueSchema.optional(),
  after: auditValueSchema.optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** The payload of every `<service>.admin-action` event. */
export const adminActionSchema = z.object({
  action: z.enum(ADMIN_ACTIONS),
  actor: auditActorSchema,
  target: auditTargetSchema,
  changes: z.array(auditChangeSchema).max(AUDIT_LIMITS.changes),
  /** The gateway's request id (x-request-id), when the action came through it. */
  requestId: z.string().min(1).max(AUDIT_LIMITS.requestId).optional(),
  /** The client address the gateway saw (Express `req.ip`). */
  clientAddress: z.string().min(1).max(AUDIT_LIMITS.clientAddress).optional(),
  /** When the change was made (ISO-8601). */
  at: instant,
});
export type AdminActionData = z.infer<typeof adminActionSchema>;

export const CATALOG_ADMIN_ACTION = 'catalog.admin-action';
export const ORDERS_ADMIN_ACTION = 'orders.admin-action';
export const PAYMENTS_ADMIN_ACTION = 'payments.admin-action';
export const NOTIFICATIONS_ADMIN_ACTION = 'notifications.admin-action';

export const catalogAdminActionEvent = defineEvent(CATALOG_ADMIN_ACTION, adminActionSchema);
export const ordersAdminActionEvent = defineEvent(ORDERS_ADMIN_ACTION, adminActionSchema);
export const paymentsAdminActionEvent = defineEvent(PAYMENTS_ADMIN_ACTION, adminActionSchema);
export const notificationsAdminActionEvent = defineEvent(NOTIFICATIONS_ADMIN_ACTION, adminActionSchema);

/** The four admin-action event types (each owned by the service it names, see event-owners.ts). */
export const ADMIN_ACTION_EVENTS = [catalogAdminActionEvent, ordersAdminActionEvent, paymentsAdminActionEvent, notificationsAdminActionEvent] as const;
export const ADMIN_ACTION_EVENT_TYPES = ADMIN_ACTION_EVENTS.map((event) => event.type);
