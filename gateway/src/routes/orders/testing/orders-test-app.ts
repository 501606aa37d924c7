// Test support: the gateway with the order and cart routes over the real services on embedded
// adapters (identity with its demo accounts and real auth guards, catalog, orders), and the
// payment.check-requested events orders emits. Only tests import this.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalogService, type ProductInput, type ProductView } from '@shop/catalog';
import { PAYMENT_CHECK_REQUESTED, type PaymentCheckRequestedData } from '@shop/contracts';
import { createIdentityService } from '@shop/identity';
import { createOrdersService, openFiscalDevice } from '@shop/orders';
import { createLogger, InProcessEventBus, MemoryCache, SqliteDocumentStore, type DomainEvent } from '@shop/platform';
import { createGatewayApp } from '../../../app';
import { authGuards } from '../../../composition/api-routes';
import { listen } from '../../../testing/listen';
import { orderingRoutes } from '../index';

export const DEMO = {
  admin: { email: 'admin@devshop.rw', password: 'demo-admin' },
  shopper: { email: 'shopper@devshop.rw', password: 'demo-shopper' },
} as const;

export interface OrdersGatewayOptions {
  publicUrl?: string;
  couponAttemptsPerClient?: number;
}

export async function startOrdersGateway(options: OrdersGatewayOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orders-routes-'));
  const logger = createLogger({ service: 'orders-routes-test', level: 'silent' });
  const cache = new MemoryCache();
  const stores = [new SqliteDocumentStore({}), new SqliteDocumentStore({}), new SqliteDocumentStore({})] as const;
  const [identityStore, catalogStore, ordersStore] = stores;
  const events = new InProcessEventBus();
  const identity = await createIdentityService({
    documents: identityStore,
    cache,
    logger,
    settings: { demoAccounts: true, keyDirectory: dataDir, passwordHashCost: 2 ** 10 },
  });
  const catalog = await createCatalogService({ documents: catalogStore, cache, events, identity, logger, relayIntervalMs: 10 });
  const fiscal = await openFiscalDevice({ tin: '999000001', bhfId: '00', deviceSerial: 'test-vsdc' }, { logger });
  const orders = await createOrdersService({
    documents: ordersStore,
    cache,
    events,
    catalog: catalog.api,
    identity,
    fiscal: fiscal.device,
    logger,
    settings: { reservationMinutes: 30 },
    relayIntervalMs: 10,
  });
  // What payments would hear: the shoppers' requests to check a payment with the provider.
  const checkRequests: Array<DomainEvent<PaymentCheckRequestedData>> = [];
  await events.subscribe({
    consumer: 'orders-routes-test.payment-checks',
    patterns: [PAYMENT_CHECK_REQUESTED],
    handler: async (event) => void checkRequests.push(event as DomainEvent<PaymentCheckRequestedData>),
  });
  const guards = authGuards(identity, cache);
  const app = createGatewayApp({
    logger,
    readiness: [],
    apiRoutes: orderingRoutes({
      orders: orders.api,
      cache,
      publicUrl: options.publicUrl ?? 'http://localhost:8080',
      userGuard: guards.user,
      couponAttemptsPerClient: options.couponAttemptsPerClient,
    }),
    guards,
  });
  const server = await listen(app);

  const request = async (method: string, path: string, init: { json?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}/api/v1${path}`, { method, headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) });
    // Bodies are read as loosely typed JSON: the assertions check their shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const login = async (account: { email: string; password: string }) => (await identity.login(account)).accessToken;
  let registered = 0;
  const newShopper = async () => {
    registered += 1;
    const session = await identity.register({ email: `buyer${registered}@example.rw`, password: 'long-enough-1', firstName: 'Buyer', lastName: `Number${registered}` });
    return { token: session.accessToken, user: session.user };
  };

  return {
    orders: orders.api,
    identity,
    checkRequests,
    request,
    login,
    newShopper,
    createProduct: (overrides: Partial<ProductInput> = {}): Promise<ProductView> =>
      catalog.api.createProduct({
        product: {
          name: 'Logitech MX Keys',
          brand: 'Logitech',
          description: 'Wireless illuminated keyboard.',
          price: 45_000,
          category: 'keyboards',
          images: { primary: '/images/products/keys.svg', gallery: [] },
          stock: { quantity: 10 },
          isFeatured: false,
          status: 'active',
          ...overrides,
        },
        creator: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      }),
    stockOf: async (id: string) => (await catalog.api.getProducts([id]))[0]!.stock,
    close: async () => {
      await server.close();
      await orders.stop();
      await fiscal.close();
      await catalog.stop();
      await events.close();
      for (const store of stores) await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type OrdersGateway = Awaited<ReturnType<typeof startOrdersGateway>>;

/** SPEC section 3's order creation payload for the given lines, with correct figures. */
export function checkoutPayload(lines: Array<{ product: ProductView; quantity: number }>, overrides: Record<string, unknown> = {}) {
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const deliveryFee = subtotal < 50_000 ? 1000 : 0;
  const total = subtotal + deliveryFee;
  return {
    items: lines.map(({ product, quantity }) => ({ product: product._id, quantity, price: product.price, name: product.name })),
    subtotal,
    deliveryFee,
    total,
    shippingAddress: {
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      phone: '0788123456',
      street: 'KG 7 Ave',
      city: 'Kigali',
      district: 'Gasabo',
      postalCode: '',
      country: 'Rwanda',
    },
    paymentInfo: { method: 'manual_momo', status: 'pending', amount: total, currency: 'RWF' },
    orderNotes: '',
    ...overrides,
  };
}
