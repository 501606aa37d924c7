// The PayableOrders contract, run on the adapter over the orders service in this process and
// over GrpcOrdersApi against its real gRPC server (the catalog behind it in process). Over gRPC
// the call carries the payer's access token and the payments process's service token, as when a
// payment comes in through the gateway.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogService } from '@shop/catalog';
import type { IdentityApi, UserView } from '@shop/identity';
import { createOrdersService, openFiscalDevice, type OrdersApi } from '@shop/orders';
import { GrpcOrdersApi } from '@shop/orders/grpc-client';
import { ordersGrpcService } from '@shop/orders/grpc-server';
import { createLogger, InProcessEventBus, MemoryCache, SqliteDocumentStore, newId, runWithRequestContext } from '@shop/platform';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers, type TestUser } from '@shop/platform/grpc-testing';
import type { PayableOrders } from '../../core/ports/payable-orders.port';
import { OrdersApiPayableOrders } from './orders-api-payable-orders';

const logger = createLogger({ service: 'payable-orders-test', level: 'silent' });
const ADMIN = 'adadadadadadadadadadadad';

/** Identity as catalog and orders ask it: everyone is Aline Uwase. */
const accounts: Pick<IdentityApi, 'getUser'> = {
  getUser: async (id): Promise<UserView> => ({
    id,
    _id: id,
    email: `${id}@example.rw`,
    firstName: 'Aline',
    lastName: 'Uwase',
    username: id,
    role: 'USER',
    avatar: '',
    phone: '',
    provider: 'local',
    isBlocked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    address: { street: '', city: '', state: '', zipCode: '', country: 'Rwanda' },
  }),
};

interface Harness {
  /** The orders service itself, to place orders and move them. */
  orders: OrdersApi;
  payable: PayableOrders;
  /** Runs a lookup on behalf of a user (over gRPC their access token travels with it). */
  as<T>(user: TestUser, work: () => Promise<T>): Promise<T>;
  createProduct(price: number): Promise<{ _id: string; price: number; name: string }>;
  close(): Promise<void>;
}

async function startOrders() {
  const stores = [new SqliteDocumentStore({}), new SqliteDocumentStore({})];
  const bus = new InProcessEventBus();
  const cache = new MemoryCache();
  const catalog = await createCatalogService({ documents: stores[0]!, cache, events: bus, identity: accounts, logger, relayIntervalMs: 10 });
  const fiscal = await openFiscalDevice({ tin: '999000001', bhfId: '00', deviceSerial: 'test-vsdc' }, { logger });
  const orders = await createOrdersService({
    documents: stores[1]!,
    cache,
    events: bus,
    catalog: catalog.api,
    identity: accounts,
    fiscal: fiscal.device,
    logger,
    settings: { reservationMinutes: 30 },
    relayIntervalMs: 10,
    sweepIntervalMs: 60 * 60_000,
  });
  return {
    orders: orders.api,
    createProduct: (price: number) =>
      catalog.api.createProduct({
        product: {
          name: 'Keychron K2',
          brand: 'Keychron',
          description: 'A compact wireless mechanical keyboard.',
          price,
          category: 'keyboards',
          images: { primary: '/images/products/keyboard.svg', gallery: [] },
          stock: { quantity: 10 },
          isFeatured: false,
          status: 'active',
        },
        creator: ADMIN,
      }),
    close: async () => {
      await orders.stop();
      await fiscal.close();
      await catalog.stop();
      await bus.close();
      for (const store of stores) await store.close();
    },
  };
}

function payableOrdersContract(name: string, make: () => Promise<Harness>) {
  describe(`PayableOrders: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(() => h.close());

    async function placeFor(userId: string, method = 'manual_momo') {
      const product = await h.createProduct(30_000);
      const { order } = await h.orders.placeOrder({
        userId,
        items: [{ product: product._id, quantity: 2, price: product.price }],
        subtotal: 60_000,
        deliveryFee: 0,
        total: 60_000,
        shippingAddress: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456', street: 'KG 7 Ave', city: 'Kigali', district: 'Gasabo' },
        paymentInfo: { method },
      });
      return order;
    }

    it('gives the order to pay as the orders service has it: total, owner, number, statuses', async () => {
      const owner = newId();
      const order = await placeFor(owner);
      expect(await h.as({ userId: owner }, () => h.payable.orderToPay(order._id, owner))).toEqual({
        orderId: order._id,
        orderNumber: order.orderNumber,
        userId: owner,
        total: 60_000,
        currency: 'RWF',
        paymentMethod: 'manual_momo',
        paymentStatus: 'pending',
        orderStatus: 'pending',
      });
      await h.orders.updateOrderStatus({ orderId: order._id, status: 'cancelled', actorId: ADMIN, actorEmail: 'admin@devshop.rw' });
      expect(await h.as({ userId: owner }, () => h.payable.orderToPay(order._id, owner))).toMatchObject({ orderStatus: 'cancelled' });
    });

    it("answers not_found for someone else's order and for an unknown one, alike", async () => {
      const owner = newId();
      const stranger = newId();
      const order = await placeFor(owner);
      for (const [orderId, userId] of [[order._id, stranger], ['f'.repeat(24), owner]] as const) {
        await expect(h.as({ userId }, () => h.payable.orderToPay(orderId, userId))).rejects.toMatchObject({ kind: 'not_found', message: 'Order not found' });
      }
    });

    it('never gives a payer an order that is not theirs, even one an admin may read', async () => {
      const order = await placeFor(newId());
      await expect(h.as({ userId: ADMIN, role: 'ADMIN' }, () => h.payable.orderToPay(order._id, ADMIN))).rejects.toMatchObject({ kind: 'not_found' });
    });
  });
}

payableOrdersContract('orders in process', async () => {
  const started = await startOrders();
  return { ...started, payable: new OrdersApiPayableOrders(started.orders), as: (_user, work) => work() };
});

payableOrdersContract('orders over gRPC', async () => {
  const started = await startOrders();
  const callers = await createTestCallers();
  const server = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [ordersGrpcService(started.orders)],
    logger,
    serviceName: 'orders',
    identity: callers.identity('orders'),
  });
  const client = new GrpcOrdersApi(`127.0.0.1:${server.port}`, { identity: callers.identity('payments') });
  return {
    ...started,
    payable: new OrdersApiPayableOrders(client),
    as: async (user, work) => runWithRequestContext({ requestId: `as-${user.userId}`, callerToken: await callers.userToken(user) }, work),
    close: async () => {
      client.close();
      await server.stop({ graceMs: 100 });
      await started.close();
    },
  };
});
