// The events orders consumes, each through idempotent() (a delivery runs at most once per event
// id) and then state checks in the use cases (a second settlement for the same payment is a no-op).
import { isPaymentMethod, isRwfAmount } from '@shop/domain';
import { idempotent, type DocumentStore, type DomainEvent, type EventBus, type Logger } from '@shop/platform';
import { NEWSLETTER_SUBSCRIBED, PAYMENT_SETTLED, type PaymentSettledData } from '../../api/order-events';
import type { Settlement } from '../../core/use-cases/settle-payment.use-case';

export const PAYMENT_SETTLED_CONSUMER = 'orders.payment-settled';
export const NEWSLETTER_CONSUMER = 'orders.newsletter-subscribers';

export interface ConsumerTargets {
  settle(settlement: Settlement): Promise<unknown>;
  recordSubscriber(email: string, subscribedAt?: string): Promise<void>;
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
    patterns: [NEWSLETTER_SUBSCRIBED],
    handler: idempotent(documents, NEWSLETTER_CONSUMER, async (event) => {
      const { email, subscribedAt } = (event.data ?? {}) as { email?: unknown; subscribedAt?: unknown };
      if (typeof email !== 'string') {
        logger.warn({ eventId: event.id }, 'newsletter.subscribed without an email ignored');
        return;
      }
      await targets.recordSubscriber(email, typeof subscribedAt === 'string' ? subscribedAt : undefined).catch((error: unknown) => {
        logger.warn({ eventId: event.id, err: error }, 'newsletter.subscribed with an unusable email ignored');
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
