// Test support: the real gateway app with the payment routes over the in-process payments
// service (embedded store and bus, the MoMo simulator over HTTP, the card simulator), the real
// identity service behind the real auth guards, files in a temporary directory, and a small
// order book standing in for the orders service, which payments asks about the order to charge.
// Only tests import this.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_PROOF_SUBMITTED, PAYMENT_SETTLED, type PaymentProofSubmittedData, type PaymentSettledData } from '@shop/contracts';
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

/** An order in the stand-in orders service, as payments reads it. */
export interface StandInOrder {
  orderId: string;
  orderNumber: string;
  /** Whole RWF, VAT included: the only amount ever charged. */
  total: number;
  paymentMethod: string;
  paymentStatus: string;
  /** The order's status: a cancelled order takes no new prompt or charge. */
  status?: string;
  userId: string;
}

export const DEMO = {
  admin: { email: 'admin@devshop.rw', password: 'demo-admin' },
  shopper: { email: 'shopper@devshop.rw', password: 'demo-shopper' },
} as const;

export async function startPaymentsGateway() {
  const directory = await mkdtemp(join(tmpdir(), 'payments-api-'));
  const logs: string[] = [];
  const logger = createLogger({ service: 'payments-api-test', level: 'debug', destination: { write: (line: string) => void logs.push(line) } });
  const identityDocuments = new SqliteDocumentStore({});
  const cache = new MemoryCache();
  const identity = await createIdentityService({
    documents: identityDocuments,
    cache,
    logger,
    settings: { demoAccounts: true, keyDirectory: join(directory, 'keys'), passwordHashCost: 2 ** 10 },
  });

  const documents = new SqliteDocumentStore({});
  const events = new InProcessEventBus();
  const settled: Array<DomainEvent<PaymentSettledData>> = [];
  await events.subscribe({
    consumer: 'payments-api-test',
    patterns: [PAYMENT_SETTLED],
    handler: async (event) => void settled.push(event as unknown as DomainEvent<PaymentSettledData>),
  });
  const proofsSubmitted: Array<DomainEvent<PaymentProofSubmittedData>> = [];
  await events.subscribe({
    consumer: 'payments-api-test.proofs',
    patterns: [PAYMENT_PROOF_SUBMITTED],
    handler: async (event) => void proofsSubmitted.push(event as unknown as DomainEvent<PaymentProofSubmittedData>),
  });
  const orders = new Map<string, StandInOrder>();
  /** The orders service as payments asks it: the owner sees their order; anyone else, not found. */
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
    simulatorApproveAfterMs: 50,
    relayIntervalMs: 10,
  };
  const providers = await openPaymentProviders(settings, { logger });
  const payments = await createPaymentsService({ documents, events, orders: ordersApi, providers, logger, settings });

  const files = new LocalFileStore(join(directory, 'uploads'));
  const app = createGatewayApp({
    logger,
    readiness: [],
    apiRoutes: paymentRoutes({
      payments: payments.api,
      proofs: new LocalFileStore(join(directory, 'private')),
      cache,
    }),
    guards: authGuards(identity, cache),
    files,
  });
  const server = await listen(app);

  const login = async (who: keyof typeof DEMO) => {
    const session = await identity.login(DEMO[who]);
    return { token: session.accessToken, userId: session.user.id };
  };

  /** Another shopper (a fresh local account), signed in. */
  const newShopper = async () => {
    const session = await identity.register({ email: `shopper-${newId()}@example.rw`, password: 'long-enough-1', firstName: 'Other', lastName: 'Shopper' });
    return { token: session.accessToken, userId: session.user.id };
  };

  /** A new unpaid order of `userId` in the stand-in order book. */
  const placeOrder = (userId: string, overrides: Partial<StandInOrder> = {}): StandInOrder => {
    const order: StandInOrder = {
      orderId: newId(),
      orderNumber: `DS-2611-${newId().slice(-6).toUpperCase()}`,
      total: 151_000,
      paymentMethod: 'momo',
      paymentStatus: 'pending',
      userId,
      ...overrides,
    };
    orders.set(order.orderId, order);
    return order;
  };

  const api = apiCaller(server.url);

  return {
    url: server.url,
    api,
    login,
    newShopper,
    placeOrder,
    orders,
    proofsSubmitted,
    /** Where the private store keeps screenshots. */
    proofsFolder: join(directory, 'private', 'payment-proofs'),
    settled,
    logs,
    documents,
    simulator: providers.simulator!,
    files,
    close: async () => {
      await server.close();
      await payments.close();
      await providers.close();
      await events.close();
      await documents.close();
      await identityDocuments.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type PaymentsGateway = Awaited<ReturnType<typeof startPaymentsGateway>>;

/** Waits until `check` holds (no fixed sleeps); fails after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 3_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The order as the orders API shows it; only what payments reads is meaningful. */
function orderViewOf(order: StandInOrder): OrderView {
  const at = '2026-11-14T09:00:00.000Z';
  return {
    _id: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: (order.status ?? 'pending') as OrderView['status'],
    orderNotes: '',
    createdAt: at,
    updatedAt: at,
    subtotal: order.total,
    discount: 0,
    deliveryFee: 0,
    total: order.total,
    items: [],
    user: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' },
    shippingAddress: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456', street: 'KG 7 Ave', city: 'Kigali', district: 'Gasabo', country: 'Rwanda' },
    paymentInfo: {
      method: order.paymentMethod as OrderView['paymentInfo']['method'],
      status: order.paymentStatus as OrderView['paymentInfo']['status'],
      amount: order.total,
      currency: 'RWF',
    },
    estimatedDelivery: at,
  };
}
