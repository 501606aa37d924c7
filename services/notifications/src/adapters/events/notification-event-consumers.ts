// The events notifications consumes, each through idempotent() (a delivery runs at most once per
// event id) and then the send log (unique per event, template and recipient), so a redelivered
// event sends nothing twice. The bus checks each payload against its schema in @shop/contracts
// and dead-letters one that does not match, so a handler reads only payloads that do.
import { newsletterCampaignQueuedEvent, orderPlacedEvent, orderStatusChangedEvent, paymentRefundedEvent, paymentSettledEvent } from '@shop/contracts';
import { consumeEvent, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import { normaliseRwandanMobile } from '@shop/platform/sms';
import type { NotifyPaymentSettled } from '../../core/use-cases/notify-payment-settled.use-case';
import type { NotifyRefund } from '../../core/use-cases/notify-refund.use-case';
import type { NotifyStatusChanged } from '../../core/use-cases/notify-status-changed.use-case';
import type { RecordOrderPlaced } from '../../core/use-cases/record-order-placed.use-case';
import type { SendCampaign } from '../../core/use-cases/send-campaign.use-case';

export const ORDER_PLACED_CONSUMER = 'notifications.order-placed';
export const ORDER_STATUS_CONSUMER = 'notifications.order-status-changed';
export const PAYMENT_SETTLED_CONSUMER = 'notifications.payment-settled';
export const PAYMENT_REFUNDED_CONSUMER = 'notifications.payment-refunded';
export const CAMPAIGN_CONSUMER = 'notifications.campaigns';

export interface NotificationTargets {
  orderPlaced: RecordOrderPlaced;
  paymentSettled: NotifyPaymentSettled;
  refund: NotifyRefund;
  statusChanged: NotifyStatusChanged;
  campaign: SendCampaign;
}

/** A payment.settled (or payment.refunded) that came before its order.placed: failing the delivery lets the bus bring it again. */
export class OrderNotKnownYetError extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId} is not known yet; its order.placed has not arrived`);
    this.name = 'OrderNotKnownYetError';
  }
}

/** The event an e-mail is owed to: its id and when it happened. */
const causeOf = (event: { id: string; occurredAt: string }) => ({ id: event.id, at: event.occurredAt });

export interface NotificationConsumersDeps {
  events: EventBus;
  documents: DocumentStore;
  logger: Logger;
  targets: NotificationTargets;
  /** Prefixed to the consumer (queue) names, so a test on a shared broker has queues of its own. */
  consumerPrefix?: string;
}

export async function subscribeNotificationConsumers(deps: NotificationConsumersDeps) {
  const { logger, targets } = deps;
  const prefix = deps.consumerPrefix ?? '';
  const ORDER_PLACED_QUEUE = `${prefix}${ORDER_PLACED_CONSUMER}`;
  const PAYMENT_SETTLED_QUEUE = `${prefix}${PAYMENT_SETTLED_CONSUMER}`;
  const PAYMENT_REFUNDED_QUEUE = `${prefix}${PAYMENT_REFUNDED_CONSUMER}`;
  const ORDER_STATUS_QUEUE = `${prefix}${ORDER_STATUS_CONSUMER}`;
  const CAMPAIGN_QUEUE = `${prefix}${CAMPAIGN_CONSUMER}`;

  await consumeEvent(deps, ORDER_PLACED_QUEUE, orderPlacedEvent, async ({ customer, ...order }, event) => {
    await targets.orderPlaced.execute(causeOf(event), {
      ...order,
      orderId: order.orderId.toLowerCase(),
      email: customer.email.trim(),
      firstName: customer.firstName,
      lastName: customer.lastName,
      // The SMS log knows a number in one form, +2507XXXXXXXX, whatever the shopper typed.
      phone: customer.phone && (normaliseRwandanMobile(customer.phone) ?? customer.phone),
      items: order.items.map(({ name, variantLabel, price, quantity }) => ({ name, ...(variantLabel ? { variantLabel } : {}), price, quantity })),
    });
  });

  await consumeEvent(deps, PAYMENT_SETTLED_QUEUE, paymentSettledEvent, async (data, event) => {
    const orderId = data.orderId.toLowerCase();
    const known = await targets.paymentSettled.execute(causeOf(event), { ...data, orderId });
    if (!known) throw new OrderNotKnownYetError(orderId);
  });

  await consumeEvent(deps, PAYMENT_REFUNDED_QUEUE, paymentRefundedEvent, async (data, event) => {
    const orderId = data.orderId.toLowerCase();
    const known = await targets.refund.execute(causeOf(event), { ...data, orderId });
    if (!known) throw new OrderNotKnownYetError(orderId);
  });

  await consumeEvent(deps, ORDER_STATUS_QUEUE, orderStatusChangedEvent, async (data, event) => {
    const orderId = data.orderId.toLowerCase();
    const due = await targets.statusChanged.execute(causeOf(event), { ...data, orderId, email: data.email.trim() });
    if (!due && data.reason === 'payment_paid') throw new OrderNotKnownYetError(orderId);
  });

  await consumeEvent(deps, CAMPAIGN_QUEUE, newsletterCampaignQueuedEvent, async (data, event) => {
    if ((await targets.campaign.execute(data.campaignId)) === false) logger.warn({ eventId: event.id, campaignId: data.campaignId }, 'campaign not found; nothing sent');
  });
}
