// Test support: the real gateway app with the payment routes over the in-process payments service
// set up for Stripe's Payment Element (secret, publishable key and webhook secret), its Stripe
// calls answered by a local stand-in that keeps PaymentIntents, the real identity service behind
// the real auth guards, and a small order book standing in for the orders service. Webhooks are
// signed by hand, as Stripe signs them. Only tests import this.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_SETTLED, type PaymentSettledData } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { createIdentityService } from '@shop/identity';
import type { OrdersApi, OrderView } from '@shop/orders';
import { createPaymentsService, openPaymentProviders, type PaymentsSettings } from '@shop/payments';
import { createLogger, InProcessEventBus, LocalFileStore, MemoryCache, SqliteDocumentStore, newId, type DomainEvent } from '@shop/platform';
import { createGatewayApp } from '../../../app';
import { authGuards } from '../../../composition/api-routes';
import { listen } from '../../../testing/listen';
import { paymentRoutes } from '../index';
import { apiCaller } from './api-caller';

export const WEBHOOK_SECRET = 'whsec_gateway_test_secret';
const SHOPPER = { email: 'shopper@devshop.rw', password: 'demo-shopper' };

/** api.stripe.com as far as the Payment Element needs it: PaymentIntents created (once per Idempotency-Key), read and canceled. */
async function stripeStandIn() {
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const form = new URLSearchParams(text);
    const [, id, action] = /^\/v1\/payment_intents(?:\/([^/?]+))?(?:\/(cancel))?/.exec(req.url ?? '') ?? [];
    let intent = id ? intents.get(id) : undefined;
    if (req.method === 'POST' && !id) {
      const key = String(req.headers['idempotency-key']);
      intent = intents.get(byKey.get(key) ?? '');
      if (!intent) {
        const created = `pi_gw_${intents.size + 1}`;
        intent = {
          id: created,
          object: 'payment_intent',
          status: 'requires_payment_method',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency'),
          client_secret: `${created}_secret_gw`,
          last_payment_error: null,
          metadata: { referenceId: form.get('metadata[referenceId]') },
        };
        intents.set(created, intent);
        byKey.set(key, created);
      }
    } else if (intent && action === 'cancel') {
      intent.status = 'canceled';
    }
    res.writeHead(intent ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(intent ?? { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { intents, api: { host: '127.0.0.1', port, protocol: 'http' as const }, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The body and Stripe-Signature header of an event, as Stripe signs it: HMAC-SHA256 of `<t>.<body>`. */
export function signedEvent(event: unknown, options: { secret?: string; at?: Date } = {}): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const t = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const v1 = createHmac('sha256', options.secret ?? WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  return { body, signature: `t=${t},v1=${v1}` };
}

export async function startCardFormGateway() {
  const directory = await mkdtemp(join(tmpdir(), 'card-form-api-'));
  const logs: string[] = [];
  const logger = createLogger({ service: 'card-form-api-test', level: 'debug', destination: { write: (line: string) => void logs.push(line) } });
  const cache = new MemoryCache();
  const identityDocuments = new SqliteDocumentStore({});
  const identity = await createIdentityService({
    documents: identityDocuments,
    cache,
    logger,
    settings: { demoAccounts: true, keyDirectory: join(directory, 'keys'), passwordHashCost: 2 ** 10 },
  });
  const stripe = await stripeStandIn();
  const documents = new SqliteDocumentStore({});
  const events = new InProcessEventBus();
  const settled: Array<DomainEvent<PaymentSettledData>> = [];
  await events.subscribe({
    consumer: 'card-form-api-test',
    patterns: [PAYMENT_SETTLED],
    handler: async (event) => void settled.push(event as unknown as DomainEvent<PaymentSettledData>),
  });
  const orders = new Map<string, { orderId: string; orderNumber: string; total: number; userId: string }>();
  const ordersApi: Pick<OrdersApi, 'getOrder'> = {
    getOrder: async ({ orderId, actor }) => {
      const order = orders.get(orderId);
      if (!order || (actor.role !== 'ADMIN' && order.userId !== actor.userId)) throw new AppError('not_found', 'Order not found');
      return orderViewOf(order);
    },
  };
  const settings: PaymentsSettings = {
    momo: { targetEnvironment: 'sandbox' },
    merchantCode: '182000',
    supportPhone: '+250 788 000 000',
    pollIntervalMs: 20,
    pollDeadlineMs: 400,
    relayIntervalMs: 10,
    stripeSecretKey: 'sk_test_gateway',
    stripePublishableKey: 'pk_test_gateway',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApi: stripe.api,
  };
  const providers = await openPaymentProviders(settings, { logger });
  const payments = await createPaymentsService({ documents, events, orders: ordersApi, providers, logger, settings });
  const app = createGatewayApp({
    logger,
    readiness: [],
    apiRoutes: paymentRoutes({ payments: payments.api, proofs: new LocalFileStore(join(directory, 'private')), cache }),
    guards: authGuards(identity, cache),
    stripeCardForm: true,
  });
  const server = await listen(app);

  const session = await identity.login(SHOPPER);
  const shopper = { token: session.accessToken, userId: session.user.id };

  const placeOrder = (userId = shopper.userId) => {
    const order = { orderId: newId(), orderNumber: `DS-2611-${newId().slice(-6).toUpperCase()}`, total: 151_000, userId };
    orders.set(order.orderId, order);
    return order;
  };

  const api = apiCaller(server.url);

  return {
    url: server.url,
    api,
    shopper,
    placeOrder,
    payments: payments.api,
    stripeIntents: stripe.intents,
    settled,
    logs,
    close: async () => {
      await server.close();
      await payments.close();
      await providers.close();
      await events.close();
      await documents.close();
      await identityDocuments.close();
      await stripe.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type CardFormGateway = Awaited<ReturnType<typeof startCardFormGateway>>;

/** The order as the orders API shows it; only what payments reads is meaningful. */
function orderViewOf(order: { orderId: string; orderNumber: string; total: number; userId: string }): OrderView {
  const at = '2026-11-14T09:00:00.000Z';
  const person = { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' };
  return {
    _id: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: 'pending',
    orderNotes: '',
    createdAt: at,
    updatedAt: at,
    subtotal: order.total,
    discount: 0,
    deliveryFee: 0,
    total: order.total,
    items: [],
    user: person,
    shippingAddress: { ...person, phone: '0788123456', street: 'KG 7 Ave', city: 'Kigali', district: 'Gasabo', country: 'Rwanda' },
    paymentInfo: { method: 'stripe', status: 'pending', amount: order.total, currency: 'RWF' },
    estimatedDelivery: at,
  };
}
