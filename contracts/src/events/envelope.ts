// The envelope every event travels in (ARCHITECTURE.md, Events): `{id, type, version,
// occurredAt, data}` on the topic exchange `shop.events`, the type being the routing key.
//
// Versions: `version` is the version of the payload (`data`) schema of that type. Every event
// is at version 1 today. A change a consumer could misread (a field renamed, removed or given
// another meaning) gets a new version and a new schema beside the old one; adding an optional
// field does not. An envelope recorded before versions existed carries none and reads as 1.
import { z } from 'zod';

export const FIRST_EVENT_VERSION = 1;

export interface EventEnvelope<TData = Record<string, unknown>> {
  /** 24-hex ObjectId string, unique per event; consumers are idempotent on it. */
  id: string;
  /** The routing key, e.g. `payment.settled`. */
  type: string;
  /** The version of the payload schema; absent on events recorded before versions existed (read as 1). */
  version?: number;
  /** ISO-8601 timestamp. */
  occurredAt: string;
  data: TData;
}

/** What a consumer of one event type expects: the payload schema at one version. */
export interface EventContract<TSchema extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  data: TSchema;
}

export type EventData<C extends EventContract> = z.output<C['data']>;

/** Declares an event type with its payload schema, at version 1 unless given. */
export function defineEvent<const TType extends string, TSchema extends z.ZodType>(
  type: TType,
  data: TSchema,
  version: number = FIRST_EVENT_VERSION,
): EventContract<TSchema> & { type: TType } {
  return { type, version, data };
}

/** Why an envelope does not meet its contract; undefined when it does. */
export type EventRefusal = { reason: 'version'; expected: number; received: number } | { reason: 'payload'; issues: string[] };

/** The payload as the contract reads it, or why it is refused. */
export function readEvent<C extends EventContract>(
  contract: C,
  envelope: Pick<EventEnvelope<unknown>, 'version' | 'data'>,
): { ok: true; data: EventData<C> } | { ok: false; refusal: EventRefusal } {
  const received = envelope.version ?? FIRST_EVENT_VERSION;
  if (received !== contract.version) return { ok: false, refusal: { reason: 'version', expected: contract.version, received } };
  const parsed = contract.data.safeParse(envelope.data);
  if (parsed.success) return { ok: true, data: parsed.data as EventData<C> };
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  return { ok: false, refusal: { reason: 'payload', issues } };
}

export function describeRefusal(type: string, refusal: EventRefusal): string {
  return refusal.reason === 'version'
    ? `${type} at version ${refusal.received}; this consumer reads version ${refusal.expected}`
    : `${type} payload does not match its schema: ${refusal.issues.join('; ')}`;
}
