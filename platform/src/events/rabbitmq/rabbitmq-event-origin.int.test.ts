// On the machine's broker, with queues of this run only: a consumer with an origin check handles
// what the owner of an event type signed, and dead-letters, unhandled, what anyone else sent.
import { createPublicKey, randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../outbox/create-event';
import type { DomainEvent } from '../event-bus.port';
import { eventSigner, originCheck, PRODUCER_HEADER, SIGNATURE_HEADER } from '../origin/event-origin';
import { generateSigningKey, signEvent, signingKeyFrom } from '../origin/event-signature';
import { shopMetrics } from '../../observability/metrics';
import { waitFor } from '../testing/wait-for';
import { RabbitMqEventBus } from './rabbitmq-event-bus';
import { EVENTS_EXCHANGE } from './rabbitmq-topology';
import { deleteConsumerQueues } from './testing/delete-consumer-queues';

const url = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const paymentsKey = signingKeyFrom(generateSigningKey());
const ordersKey = signingKeyFrom(generateSigningKey());
const consumer = `test.origin-${randomUUID()}`;

function settled(orderId: string): DomainEvent {
  return createEvent('payment.settled', { paymentId: `pay-${orderId}`, orderId, status: 'paid', method: 'momo', amount: 1000, currency: 'RWF' }, { now: new Date() });
}

/** What a process holding only the broker's login can do: publish any bytes with any headers. */
async function publishRaw(event: DomainEvent, headers: Record<string, string> = {}, content = Buffer.from(JSON.stringify(event))): Promise<void> {
  const model = await connect(url);
  try {
    const channel = await model.createConfirmChannel();
    channel.publish(EVENTS_EXCHANGE, event.type, content, { persistent: true, messageId: event.id, type: event.type, headers });
    await channel.waitForConfirms();
  } finally {
    await model.close();
  }
}

describe('RabbitMQ: an event is believed only from the service that owns its type', () => {
  const handled: string[] = [];
  let consuming: RabbitMqEventBus;
  let payments: RabbitMqEventBus;
  let gateway: RabbitMqEventBus;

  beforeAll(async () => {
    const check = originCheck(async (producer) => (producer === 'payments' ? createPublicKey(paymentsKey) : producer === 'orders' ? createPublicKey(ordersKey) : undefined));
    consuming = await RabbitMqEventBus.connect(url, { originCheck: check, maxRetries: 0 });
    payments = await RabbitMqEventBus.connect(url, { signer: eventSigner(new Map([['payments', paymentsKey]])) });
    // The gateway runs no producer: what it publishes goes out unsigned.
    gateway = await RabbitMqEventBus.connect(url, { signer: eventSigner(new Map()) });
    await consuming.subscribe({ consumer, patterns: ['payment.settled'], handler: async (event) => void handled.push(event.id) });
  });

  afterAll(async () => {
    await Promise.all([consuming?.close(), payments?.close(), gateway?.close()]);
    await deleteConsumerQueues(url, [consumer]);
  });

  it('handles what the owner signed, and dead-letters the rest unhandled, saying why', async () => {
    const refusedBefore = (await shopMetrics().eventsRefused.get()).values.find((v) => v.labels.consumer === consumer)?.value ?? 0;
    const genuine = settled('a'.repeat(24));
    const fromGateway = settled('b'.repeat(24));
    const unsigned = settled('c'.repeat(24));
    const ordersKeyAsPayments = settled('d'.repeat(24));
    const tampered = settled('e'.repeat(24));
    await payments.publish(genuine);
    await gateway.publish(fromGateway);
    await publishRaw(unsigned);
    const ordersBytes = Buffer.from(JSON.stringify(ordersKeyAsPayments));
    await publishRaw(ordersKeyAsPayments, { [PRODUCER_HEADER]: 'payments', [SIGNATURE_HEADER]: signEvent(ordersKey, 'payments', ordersBytes) }, ordersBytes);
    // A real signature over other bytes: the amount changed after signing.
    const signedBytes = Buffer.from(JSON.stringify(tampered));
    const signature = signEvent(paymentsKey, 'payments', signedBytes);
    const changedBytes = Buffer.from(JSON.stringify({ ...tampered, data: { ...tampered.data, amount: 1 } }));
    await publishRaw(tampered, { [PRODUCER_HEADER]: 'payments', [SIGNATURE_HEADER]: signature }, changedBytes);

    await waitFor('four refusals in the dead-letter queue', async () => (await consuming.deadLetters(consumer)).length >= 4, { intervalMs: 100 });
    await waitFor('the genuine event handled', () => handled.includes(genuine.id));
    expect(handled).toEqual([genuine.id]);
    const letters = Object.fromEntries((await consuming.deadLetters(consumer)).map((letter) => [letter.event.id, letter]));
    expect(letters[fromGateway.id]).toMatchObject({ attempts: 0, error: 'payment.settled comes from payments, but this one names no producer' });
    expect(letters[unsigned.id]?.error).toBe('payment.settled comes from payments, but this one names no producer');
    expect(letters[ordersKeyAsPayments.id]?.error).toBe('payment.settled does not carry the signature of payments');
    expect(letters[tampered.id]?.error).toBe('payment.settled does not carry the signature of payments');
    const refused = (await shopMetrics().eventsRefused.get()).values.find((v) => v.labels.consumer === consumer)?.value ?? 0;
    expect(refused - refusedBefore).toBe(4);
  });
});
