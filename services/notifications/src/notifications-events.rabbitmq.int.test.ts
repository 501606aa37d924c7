// The e-mails driven by events, through a real RabbitMQ broker: a message the broker delivers
// again (the same event id published twice) sends nothing twice. Set AMQP_URL, or a broker on
// localhost is used.
import { connect } from 'amqplib';
import { newId } from '@shop/platform';
import { consumerQueues, RabbitMqEventBus } from '@shop/platform/rabbitmq';
import { afterAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_CONSUMER, ORDER_PLACED_CONSUMER, ORDER_STATUS_CONSUMER, PAYMENT_REFUNDED_CONSUMER, PAYMENT_SETTLED_CONSUMER } from './adapters/events/notification-event-consumers';
import { startTestNotifications, type TestNotifications } from './testing/notifications-test-kit';
import { orderPlacedEvent, statusChangedEvent } from './testing/order-events';
import { BULK_SENDER } from './testing/embedded-ports';

const url = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
// Queues of this run only: another suite on the same broker never takes these messages.
const prefix = `test-${newId()}.`;
const consumers = [ORDER_PLACED_CONSUMER, PAYMENT_SETTLED_CONSUMER, PAYMENT_REFUNDED_CONSUMER, ORDER_STATUS_CONSUMER, CAMPAIGN_CONSUMER, 'test.newsletter-events'].map((name) => `${prefix}${name}`);

async function deleteQueues(): Promise<void> {
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    for (const consumer of consumers) {
      const { main, retry, dead } = consumerQueues(consumer);
      for (const queue of [main, retry, dead]) await channel.deleteQueue(queue);
    }
    await channel.close();
  } finally {
    await connection.close();
  }
}

describe('notifications on RabbitMQ', () => {
  let bus: RabbitMqEventBus | undefined;
  let t: TestNotifications | undefined;
  afterAll(async () => {
    await t?.close();
    await bus?.close();
    await deleteQueues();
  });

  it('sends each e-mail once when the broker delivers the same event twice', async () => {
    bus = await RabbitMqEventBus.connect(url, { reconnectDelayMs: 50 });
    t = await startTestNotifications({ events: bus, consumerPrefix: prefix });
    const placed = orderPlacedEvent();
    const paid = statusChangedEvent({ from: 'pending', to: 'confirmed', reason: 'payment_paid', trackingNumber: undefined });
    const shipped = statusChangedEvent();
    for (const event of [placed, placed, paid, shipped, paid, shipped, placed]) await bus.publish(event);

    const mails = await t.mailsWritten(3);
    // Give a stray duplicate time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await t.mails()).map((m) => m.subject).sort()).toEqual([
      'Order DS-20261114-0042 is shipped',
      'Payment confirmed for order DS-20261114-0042',
      'We received your order DS-20261114-0042',
    ]);
    expect(mails.every((m) => m.to === 'aline@example.rw')).toBe(true);
    const log = await t.api.listDeliveries();
    expect(log.emails.map((e) => e.eventId).sort()).toEqual([placed.id, paid.id, shipped.id].sort());
  });

  it('sends a campaign through the broker, one message per subscriber', async () => {
    if (!t) throw new Error('the first case starts the service');
    for (const email of ['r1@example.rw', 'r2@example.rw']) await t.api.subscribe(email);
    const before = (await t.mails()).length;
    const { successCount } = await t.api.sendBulkEmail({ subject: 'Broker news', htmlContent: '<p>News</p>', textContent: 'News', ...BULK_SENDER });
    expect(successCount).toBe(2);
    const campaign = (await t.mailsWritten(before + 2)).filter((m) => m.subject === 'Broker news');
    expect(campaign.map((m) => m.to).sort()).toEqual(['r1@example.rw', 'r2@example.rw']);
  });
});
