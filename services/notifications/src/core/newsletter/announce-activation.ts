import type { NotificationsPorts } from '../notifications-ports';
import type { SubscriberRecord } from '../ports/subscriber-repository.port';

/**
 * Records the activation's newsletter.subscribed in the outbox (its id is the activation id,
 * so a second recording is a no-op), then marks the activation announced.
 */
export async function announceActivation(
  deps: Pick<NotificationsPorts, 'events' | 'subscribers'>,
  subscriber: SubscriberRecord,
): Promise<void> {
  await deps.events.subscribed(subscriber.activationId, { email: subscriber.email, subscribedAt: subscriber.subscribedAt });
  await deps.subscribers.markAnnounced(subscriber.id, subscriber.activationId);
}
