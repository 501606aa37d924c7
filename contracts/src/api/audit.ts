// The audit trail's HTTP API (identity keeps the trail): GET /admin/audit, GET /admin/audit.csv.
// An entry is chained: `hash` = sha256 of the canonical JSON of the entry without `hash`, and
// `prevHash` is the previous entry's hash (64 zeros for the first).
import { z } from 'zod';
import { ADMIN_ACTIONS, AUDIT_LIMITS, AUDIT_TARGET_TYPES, auditActorSchema, auditChangeSchema, auditTargetSchema } from '../events/admin-action-events';
import { OBJECT_ID_PATTERN } from '../ids';
import { paginationSchema } from './pagination';
import { limitQuery, optionalParam, pageQuery } from './query-params';

/** The services whose admin actions the trail records: the four producers and identity itself. */
export const AUDIT_SERVICES = ['catalog', 'orders', 'payments', 'notifications', 'identity'] as const;
export type AuditService = (typeof AUDIT_SERVICES)[number];

/** The previous hash of the first entry. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const auditEntrySchema = z.object({
  id: z.string(),
  /** 1, 2, 3, ... with no gap: the entry's place in the chain. */
  seq: z.number().int().positive(),
  at: z.string(),
  actor: auditActorSchema,
  action: z.enum(ADMIN_ACTIONS),
  target: auditTargetSchema,
  changes: z.array(auditChangeSchema),
  requestId: z.string().optional(),
  clientAddress: z.string().optional(),
  service: z.enum(AUDIT_SERVICES),
  prevHash: sha256Hex,
  hash: sha256Hex,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditPage = z.infer<typeof auditPageSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .max(10, `${name} must be a date (YYYY-MM-DD)`)
    .regex(DAY, `${name} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message: `${name} must be a date (YYYY-MM-DD)`,
    });

/**
 * The trail's filters, as the query string gives them. `actor` is the person: a user id or an
 * e-mail (exact, any case); `from`/`to` are shop days (Africa/Kigali), both included.
 */
export const auditQuerySchema = z
  .object({
    page: pageQuery,
    limit: limitQuery,
    actor: optionalParam(
      z
        .string()
        .max(254, 'Person must be a user id or an e-mail')
        .refine((value) => OBJECT_ID_PATTERN.test(value) || value.includes('@'), 'Person must be a user id or an e-mail'),
    ),
    action: optionalParam(z.enum(ADMIN_ACTIONS, { error: 'Unknown action' })),
    targetType: optionalParam(z.enum(AUDIT_TARGET_TYPES, { error: 'Unknown target type' })),
    targetId: optionalParam(z.string().max(AUDIT_LIMITS.targetId, 'Target id is too long')),
    from: optionalParam(day('from')),
    to: optionalParam(day('to')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'] });
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The columns of GET /admin/audit.csv, in order. */
export const AUDIT_CSV_COLUMNS = [
  'Seq',
  'Time',
  'Person',
  'User id',
  'Action',
  'Target type',
  'Target id',
  'Target',
  'Changes',
  'Request id',
  'Client address',
  'Service',
  'Hash',
] as const;

/**
 * The filters as the identity service takes them (the query read by `auditQuerySchema`); checked
 * again where they cross a process boundary (gRPC).
 */
export const auditFilterSchema = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(100).optional(),
  actor: z.string().max(254).optional(),
  action: z.enum(ADMIN_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().max(AUDIT_LIMITS.targetId).optional(),
  from: z.string().regex(DAY).optional(),
  to: z.string().regex(DAY).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
