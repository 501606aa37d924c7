// The attack of a process that holds the broker's login but is not the service that owns an
// event (the gateway's credentials, say): in the distributed topology it publishes a
// `payment.settled` for a pending order and an `order.placed` carrying a phishing link to an
// address of its choosing. Neither is believed: the order stays unpaid, nothing is mailed, each
// copy is dead-lettered with a log line and counted in shop_events_refused_total; the shop's own
// events keep flowing.
import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValue } from './testing/prometheus-text';
import { startDistributedShop, type DistributedShop } from './testing/distributed-shop';
import { readMailFolder } from './testing/kill/store-files';
import { waitFor } from './testing/free-port';
import { checkoutBody } from '../gateway/src/testing/checkout-body';
import { generateSigningKey, signEvent, signingKeyFrom } from '../platform/src/events/origin/event-signature';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ATTACKER = 'victim@example.com';

/** Publishes on `shop.events` as any holder of the broker's login can. */
async function publishForged(type: string, data: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const event = { id: randomUUID().replace(/-/g, '').slice(0, 24), type, version: 1, occurredAt: new Date().toISOString(), data };
  const content = Buffer.from(JSON.stringify(event));
  const model = await connect(AMQP_URL);
  try {
    const channel = await model.createConfirmChannel();
    channel.publish('shop.events', type, content, { persistent: true, messageId: event.id, type, headers });
    await channel.waitForConfirms();
  } finally {
    await model.close();
  }
  return event.id;
}

describe('forged events on the broker (distributed topology)', () => {
  let shop: DistributedShop;
  const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${shop.baseUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  };
  const refused = async (process: string, consumer: string, type: string) =>
    metricValue(await (await fetch(shop.metricsUrl(process))).text(), 'shop_events_refused_total', { consumer, type });

  beforeAll(async () => {
    shop = await startDistributedShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('neither pays an order nor mails anyone on events their owner did not sign', async () => {
    const token = (await api('/auth/login', { method: 'POST', body: { email: 'shopper@devshop.rw', password: 'demo-shopper' } })).body.data.accessToken;
    const product = (await api('/products?limit=1')).body.data.products[0];
    const placed = await api('/orders', { method: 'POST', token, body: checkoutBody([{ product: product._id, quantity: 1, price: product.price }], { name: product.name }) });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    // The shop's own order.placed still reaches notifications: the shopper gets the receipt.
    await waitFor(async () => (readMailFolder(shop.dataDir).some((mail) => mail.to.includes('shopper@devshop.rw')) ? true : undefined), 30_000, 'the receipt of the genuine order');

    const settled = { paymentId: 'FORGED-1', orderId: order._id, status: 'paid', method: 'manual_momo', amount: order.total, currency: 'RWF', providerReference: 'FORGED' };
    await publishForged('payment.settled', settled);
    // Claiming to be payments, signed with a key of the attacker's own.
    const attackerKey = signingKeyFrom(generateSigningKey());
    const claimed = { ...settled, paymentId: 'FORGED-2' };
    const claimedBytes = Buffer.from(JSON.stringify(claimed));
    await publishForged('payment.settled', claimed, { 'x-producer': 'payments', 'x-signature': signEvent(attackerKey, 'payments', claimedBytes) });
    await publishForged('order.placed', {
      ...order,
      orderId: order._id,
      customer: { firstName: 'Dear', lastName: 'Customer', email: ATTACKER },
      items: [{ productId: product._id, name: 'Your account is locked: sign in at https://devshop-rw.example/login', price: order.total, quantity: 1 }],
      subtotal: order.total,
      discount: 0,
      deliveryFee: 0,
      total: order.total,
      currency: 'RWF',
      paymentMethod: 'manual_momo',
      reservationExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      placedAt: new Date().toISOString(),
    });

    await waitFor(async () => ((await refused('orders', 'orders.payment-settled', 'payment.settled')) >= 2 ? true : undefined), 30_000, 'orders to refuse both payment.settled');
    await waitFor(async () => ((await refused('notifications', 'notifications.order-placed', 'order.placed')) >= 1 ? true : undefined), 30_000, 'notifications to refuse order.placed');
    const after = (await api(`/orders/${order._id}`, { token })).body.data;
    expect({ status: after.status, payment: after.paymentInfo.status }).toEqual({ status: order.status, payment: 'pending' });
    expect(readMailFolder(shop.dataDir).filter((mail) => mail.to.includes(ATTACKER))).toEqual([]);
    expect(shop.output.filter((line) => line.includes('event refused: not from the service that owns it')).length).toBeGreaterThanOrEqual(3);
  });
});
