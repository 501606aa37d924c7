import type { DomainEvent, Subscription } from './event-bus.port';

// Consumer names become queue names (`shop.<consumer>`), so keep them exchange-safe.
const CONSUMER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const ROUTING_WORD = /^[A-Za-z0-9_-]+$/;

export function assertValidSubscription(subscription: Subscription): void {
  if (!CONSUMER_NAME.test(subscription.consumer)) {
    throw new TypeError(`Invalid consumer name "${subscription.consumer}": use letters, digits, '.', '_' or '-'`);
  }
  if (subscription.patterns.length === 0) throw new TypeError(`Consumer ${subscription.consumer} has no patterns`);
  for (const pattern of subscription.patterns) {
    const ok = pattern.split('.').every((word) => word === '*' || word === '#' || ROUTING_WORD.test(word));
    if (!ok) throw new TypeError(`Invalid routing pattern "${pattern}" for consumer ${subscription.consumer}`);
  }
}

/** The event type is the routing key: dot-separated words, no wildcards. */
export function assertPublishable(event: DomainEvent): void {
  if (typeof event.id !== 'string' || event.id === '') throw new TypeError('Event has no id');
  const words = typeof event.type === 'string' ? event.type.split('.') : [];
  if (words.length === 0 || !words.every((word) => ROUTING_WORD.test(word))) {
    throw new TypeError(`Invalid event type "${String(event.type)}"`);
  }
}
