import { describeRefusal, readEvent } from '@shop/contracts';
import type { DomainEvent, Subscription } from './event-bus.port';

export type Admission = { ok: true; event: DomainEvent } | { ok: false; error: string };

/**
 * Whether a subscription takes this event: always when it declares no schemas; otherwise the
 * event's type must be declared and its version and payload meet the contract. The admitted
 * event carries the payload as the schema read it.
 */
export function admit(subscription: Subscription, event: DomainEvent): Admission {
  if (!subscription.schemas) return { ok: true, event };
  const contract = subscription.schemas.find((each) => each.type === event.type);
  if (!contract) return { ok: false, error: `${event.type} is not an event consumer ${subscription.consumer} reads` };
  const read = readEvent(contract, event);
  if (!read.ok) return { ok: false, error: describeRefusal(event.type, read.refusal) };
  return { ok: true, event: { ...event, data: read.data as Record<string, unknown> } };
}
