import type { NotificationsPorts } from '../notifications-ports';
import type { SubscriberRecord } from '../ports/subscriber-repository.port';

/**
 * Records the deactivation's newsletter.unsubscribed in the outbox (its id is the deactivation
 * id, so a second recording is a no-op), then marks the deactivation announced. A subscriber
 * without a deactivation (never ended, or ended before the event existed) announces nothing.
 */
export async function announceDeactivation(
  deps: Pick<NotificationsPorts, 'events' | 'subscribers'>,
  subscriber: SubscriberRecord,
): Promise<void> {
  const { deactivationId, unsubscribedAt } = subscriber;
  if (!deactivationId || !unsubscribedAt) return;
  await deps.events.unsubscribed(deactivationId, { email: subscriber.email, unsubscribedAt });
  await deps.subscribers.markDeactivationAnnounced(subscriber.id, deactivationId);
}
