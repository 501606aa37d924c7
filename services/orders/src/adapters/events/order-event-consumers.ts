// The events orders consumes, each through idempotent() (a delivery runs at most once per event
// id) and then state checks in the use cases (a second settlement for the same payment is a no-op).
// The bus checks each payload against its schema in @shop/contracts and dead-letters one that
// does not match, so a handler reads only payloads that do.
import {
  NEWSLETTER_UNSUBSCRIBED,
  newsletterSubscribedEvent,
  newsletterUnsubscribedEvent,
  paymentRefundedEvent,
  paymentSettledEvent,
  productsChangedEvent,
  type NewsletterSubscribedData,
  type NewsletterUnsubscribedData,
  type PaymentRefundedData,
  type PaymentSettledData,
} from '@shop/contracts';
import { AppError } from '@shop/domain';
import { consumeEvent, idempotent, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { Settlement } from '../../core/use-cases/settle-payment.use-case';

export const PAYMENT_SETTLED_CONSUMER = 'orders.payment-settled';
export const NEWSLETTER_CONSUMER = 'orders.newsletter-subscribers';
export const PAYMENT_REFUNDED_CONSUMER = 'orders.payment-refunded';
export const PRODUCTS_CHANGED_CONSUMER = 'orders.fiscal-items';

export interface ConsumerTargets {
  settle(settlement: Settlement): Promise<unknown>;
  recordRefund(outcome: PaymentRefundedData): Promise<void>;
  /** Registers the changed products' EBM items with the VSDC. */
  registerFiscalItems(productIds: string[]): Promise<void>;
  recordSubscriber(email: string, subscribedAt?: string): Promise<void>;
  recordUnsubscriber(email: string, unsubscribedAt?: string): Promise<void>;
}

export async function subscribeOrderConsumers(deps: { events: EventBus; documents: DocumentStore; logger: Logger; targets: ConsumerTargets }) {
  const { events, documents, logger, targets } = deps;
  await consumeEvent(deps, PAYMENT_SETTLED_CONSUMER, paymentSettledEvent, async (data, event) => {
    const settlement = settlementOf(data);
    const order = await targets.settle(settlement);
    if (!order) logger.warn({ eventId: event.id, orderId: settlement.orderId }, 'payment.settled for an unknown order ignored');
  });
  await consumeEvent(deps, PAYMENT_REFUNDED_CONSUMER, paymentRefundedEvent, (data) => targets.recordRefund({ ...data, orderId: data.orderId.toLowerCase() }));
  await consumeEvent(deps, PRODUCTS_CHANGED_CONSUMER, productsChangedEvent, (data) => targets.registerFiscalItems(data.productIds));
  await events.subscribe({
    consumer: NEWSLETTER_CONSUMER,
    patterns: [newsletterSubscribedEvent.type, newsletterUnsubscribedEvent.type],
    schemas: [newsletterSubscribedEvent, newsletterUnsubscribedEvent],
    // One queue for both, so the projection sees them through one consumer; each change carries
    // its time and the projection keeps the newest, whatever order they are handled in.
    handler: idempotent(documents, NEWSLETTER_CONSUMER, async (event) => {
      const record =
        event.type === NEWSLETTER_UNSUBSCRIBED
          ? targets.recordUnsubscriber(...unsubscription(event.data as NewsletterUnsubscribedData))
          : targets.recordSubscriber(...subscription(event.data as NewsletterSubscribedData));
      await record.catch((error: unknown) => {
        // An unusable address will never do; anything else (the store) fails the delivery, which is retried.
        if (!(error instanceof AppError && error.kind === 'invalid')) throw error;
        logger.warn({ eventId: event.id, type: event.type, err: error }, `${event.type} with an unusable email ignored`);
      });
    }),
  });
}

/** The settlement a payment.settled event carries. */
export function settlementOf(data: PaymentSettledData): Settlement {
  const { paymentId, method, amount } = data;
  const settlement: Settlement = { orderId: data.orderId.toLowerCase(), status: data.status, source: 'provider', by: 'system', paymentId, method, amount };
  if (data.providerReference) settlement.reference = data.providerReference.slice(0, 200);
  if (data.reason) settlement.reason = data.reason;
  if (data.wallet) settlement.wallet = data.wallet;
  return settlement;
}

const subscription = (data: NewsletterSubscribedData): [string, string] => [data.email, data.subscribedAt];
const unsubscription = (data: NewsletterUnsubscribedData): [string, string] => [data.email, data.unsubscribedAt];
