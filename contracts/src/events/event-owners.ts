// Which service publishes each event type. A consumer on the broker accepts an event only when
// its owner signed it: a process that can reach the broker (the gateway, say) cannot pass off a
// payment or an order as real.
import type { EventType } from './event-schemas';

export const EVENT_PRODUCERS = ['catalog', 'orders', 'payments', 'notifications'] as const;
export type EventProducer = (typeof EVENT_PRODUCERS)[number];

export const EVENT_OWNERS: Readonly<Record<EventType, EventProducer>> = {
  'order.placed': 'orders',
  'order.status-changed': 'orders',
  // Orders asks payments to check a payment again: orders' event, though named for payments.
  'payment.check-requested': 'orders',
  'payment.settled': 'payments',
  'payment.proof-submitted': 'payments',
  'order.refund-requested': 'orders',
  'payment.refunded': 'payments',
  'review.created': 'catalog',
  'products.changed': 'catalog',
  'newsletter.subscribed': 'notifications',
  'newsletter.unsubscribed': 'notifications',
  'newsletter.campaign-queued': 'notifications',
  'catalog.admin-action': 'catalog',
  'orders.admin-action': 'orders',
  'payments.admin-action': 'payments',
  'notifications.admin-action': 'notifications',
};

/** The service that owns an event type; undefined for a type the shop does not know. */
export function eventOwner(type: string): EventProducer | undefined {
  return Object.hasOwn(EVENT_OWNERS, type) ? EVENT_OWNERS[type as EventType] : undefined;
}
