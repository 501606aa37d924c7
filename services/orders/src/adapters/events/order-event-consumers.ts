// The events orders consumes, each through idempotent() (a delivery runs at most once per event
// id) and then state checks in the use cases (a second settlement for the same payment is a no-op).
import { AppError, isPaymentMethod, isRwfAmount } from '@shop/domain';
import { idempotent, type DocumentStore, type DomainEvent, type EventBus, type Logger } from '@shop/platform';
import { NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED, PAYMENT_SETTLED, type PaymentSettledData } from '../../api/order-events';
import type { Settlement } from '../../core/use-cases/settle-payment.use-case';

export const PAYMENT_SETTLED_CONSUMER = 'orders.payment-settled';
export const NEWSLETTER_CONSUMER = 'orders.newsletter-subscribers';

export interface ConsumerTargets {
  settle(settlement: Settlement): Promise<unknown>;
  recordSubscriber(email: string, subscribedAt?: string): Promise<void>;
  recordUnsubscriber(email: string, unsubscribedAt?: string): Promise<void>;
}

export async function subscribeOrderConsumers(deps: { events: EventBus; documents: DocumentStore; logger: Logger; targets: ConsumerTargets }) {
  const { events, documents, logger, targets } = deps;
  await events.subscribe({
    consumer: PAYMENT_SETTLED_CONSUMER,
    patterns: [PAYMENT_SETTLED],
    handler: idempotent(documents, PAYMENT_SETTLED_CONSUMER, async (event) => {
      const settlement = settlementOf(event);
      if (!settlement) {
        logger.warn({ eventId: event.id }, 'payment.settled with unreadable data ignored');
        return;
      }
      const order = await targets.settle(settlement);
      if (!order) logger.warn({ eventId: event.id, orderId: settlement.orderId }, 'payment.settled for an unknown order ignored');
    }),
  });
  await events.subscribe({
    consumer: NEWSLETTER_CONSUMER,
    patterns: [NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED],
    // One queue for both, so the projection sees them through one consumer; each change carries
    // its time and the projection keeps the newest, whatever order they are handled in.
    handler: idempotent(documents, NEWSLETTER_CONSUMER, async (event) => {
      const unsubscribed = event.type === NEWSLETTER_UNSUBSCRIBED;
      const { email, subscribedAt, unsubscribedAt } = (event.data ?? {}) as { email?: unknown; subscribedAt?: unknown; unsubscribedAt?: unknown };
      if (typeof email !== 'string') {
        logger.warn({ eventId: event.id, type: event.type }, `${event.type} without an email ignored`);
        return;
      }
      const at = unsubscribed ? unsubscribedAt : subscribedAt;
      const when = typeof at === 'string' ? at : event.occurredAt;
      const record = unsubscribed ? targets.recordUnsubscriber(email, when) : targets.recordSubscriber(email, when);
      await record.catch((error: unknown) => {
        // An unusable address will never do; anything else (the store) fails the delivery, which is retried.
        if (!(error instanceof AppError && error.kind === 'invalid')) throw error;
        logger.warn({ eventId: event.id, type: event.type, err: error }, `${event.type} with an unusable email ignored`);
      });
    }),
  });
}

/** The settlement a payment.settled event carries; undefined when its data is not one. */
export function settlementOf(event: DomainEvent): Settlement | undefined {
  const data = (event.data ?? {}) as Partial<PaymentSettledData>;
  if (typeof data.orderId !== 'string' || (data.status !== 'paid' && data.status !== 'failed')) return undefined;
  const settlement: Settlement = { orderId: data.orderId.toLowerCase(), status: data.status, source: 'provider', by: 'system' };
  if (typeof data.paymentId === 'string') settlement.paymentId = data.paymentId;
  if (isPaymentMethod(data.method)) settlement.method = data.method;
  if (isRwfAmount(data.amount)) settlement.amount = data.amount;
  if (typeof data.providerReference === 'string' && data.providerReference !== '') settlement.reference = data.providerReference.slice(0, 200);
  if (typeof data.reason === 'string' && data.reason !== '') settlement.reason = data.reason;
  return settlement;
}
