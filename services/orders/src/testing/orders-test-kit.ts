// Test support (not exported): the orders service on its embedded adapters with a real catalog
// service (in-memory store), optionally each behind a real gRPC server, a clock the test moves,
// and helpers to create products, seed coupons, settle payments and read what was published.
import {
  PAYMENT_PROOF_SUBMITTED,
  PAYMENT_REFUNDED,
  PAYMENT_SETTLED,
  type PaymentProofSubmittedData,
  type PaymentRefundedData,
  type PaymentSettledData,
} from '@shop/contracts';
import { AppError, type CouponRecord } from '@shop/domain';
import { createCatalogService, type CatalogApi, type ProductInput, type ProductView } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import { GrpcCatalogApi } from '@shop/catalog/grpc-client';
import { catalogGrpcService } from '@shop/catalog/grpc-server';
import {
  createEvent,
  createLogger,
  InProcessEventBus,
  MemoryCache,
  newId,
  OUTBOX_COLLECTION,
  SqliteDocumentStore,
  type DomainEvent,
  type OutboxEntry,
} from '@shop/platform';
import { callingAs, serveOverGrpc, StandInIdentity, testUserId, type TestAccount } from '@shop/platform/contracts';
import { createTestCallers } from '@shop/platform/grpc-testing';
import type { OrdersApi, PlaceOrderInput } from '../api/orders-api';
import { GrpcOrdersApi } from '../adapters/grpc/grpc-orders-api';
import { ordersGrpcService } from '../adapters/grpc/orders.grpc-server';
import { DocumentCouponRepository } from '../adapters/storage/document-coupon-repository';
import { DocumentFiscalReceiptRepository } from '../adapters/storage/document-fiscal-receipt-repository';
import { DocumentRefundRepository } from '../adapters/storage/document-refund-repository';
import { cryptoRandomness } from '../adapters/crypto/crypto-randomness';
import { createOrdersService } from '../app';
import type { WaitingClock } from '@shop/domain';
import type { Randomness } from '../core/ports/randomness.port';
import { ORDERS_CALLERS } from './orders-grpc-callers';
import { openTestFiscalDevice } from './test-fiscal-device';

export const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** A distinct, valid user id: `userId(3)` → `000000000000000000000003`. */
export const userId = testUserId;
export const shopper = (n: number) => ({ userId: userId(n), email: `shopper${n}@example.rw`, firstName: `Aline${n}`, lastName: 'Uwase' });
export const asUser = (n: number) => ({ userId: userId(n), role: 'USER' as const });
export const asAdmin = { userId: ADMIN_ID, role: 'ADMIN' as const };
/** The admin's e-mail, as their verified token carries it (the audit trail names them by it). */
export const ADMIN_EMAIL = 'admin@devshop.rw';
/** The acting admin as the admin inputs name them. */
export const adminActor = { actorId: ADMIN_ID, actorEmail: ADMIN_EMAIL };
/** The acting admin as the catalog's admin writes name them. */
export const adminAccount = { userId: ADMIN_ID, email: ADMIN_EMAIL };

/**
 * Identity as orders asks it for a customer: every `userId(n)` is the account `shopper(n)` unless a
 * test names it otherwise; any other id is not found.
 */
export class TestAccounts extends StandInIdentity implements Pick<IdentityApi, 'getUser'> {
  constructor() {
    super(shopper);
  }

  /** Names (or renames) an account. */
  set(person: TestAccount & { userId: string }): void {
    this.name(person.userId, person);
  }
}

/** A clock the test moves; waiting (a duplicate request polling) takes real time. */
export class TestClock implements WaitingClock {
  private current: number;

  constructor(start: string | number = '2026-11-14T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

export const silentLogger = () => createLogger({ service: 'orders-test', level: 'silent' });

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Keychron K2 Mechanical Keyboard',
    brand: 'Keychron',
    description: 'A compact wireless mechanical keyboard.',
    shortDescription: 'Wireless mechanical keyboard',
    price: 45_000,
    category: 'keyboards',
    images: { primary: '/images/products/keyboard.svg', gallery: [] },
    stock: { quantity: 25 },
    isFeatured: false,
    status: 'active',
    ...overrides,
  };
}

export interface TestOrdersOptions {
  /** Serve the catalog over gRPC to the orders service. */
  catalogOverGrpc?: boolean;
  /** Reach the orders service through GrpcOrdersApi and its gRPC server. */
  ordersOverGrpc?: boolean;
  reservationMinutes?: number;
  random?: Randomness;
  /** Wraps the catalog the orders service talks to (an outage, a slow call). */
  catalogVia?: (catalog: CatalogApi) => CatalogApi;
  /** The identity orders asks for customers; the stand-in accounts by default. */
  identity?: Pick<IdentityApi, 'getUser'>;
}

/** Both services on embedded adapters; `close` stops and closes everything. */
export async function startTestOrders(options: TestOrdersOptions = {}) {
  const logger = silentLogger();
  const closers: Array<() => Promise<void> | void> = [];
  const accounts = new TestAccounts();
  // The keys and secret of this test's shop: gRPC servers verify callers with them.
  const callers = await createTestCallers();
  const catalogStore = new SqliteDocumentStore({});
  const catalogBus = new InProcessEventBus();
  const catalogService = await createCatalogService({
    documents: catalogStore,
    cache: new MemoryCache(),
    events: catalogBus,
    identity: accounts,
    logger,
    relayIntervalMs: 10,
  });
  closers.push(() => catalogService.stop(), () => catalogBus.close(), () => catalogStore.close());
  let catalogForOrders: CatalogApi = catalogService.api;
  if (options.catalogOverGrpc) {
    const served = await serveOverGrpc(catalogService.api, {
      service: 'catalog',
      caller: 'orders',
      grpcService: catalogGrpcService,
      connect: (address, identity) => new GrpcCatalogApi(address, { deadlineMs: 20_000, identity }),
      callers,
      logger,
    });
    closers.unshift(served.close);
    catalogForOrders = served.client;
  }

  if (options.catalogVia) catalogForOrders = options.catalogVia(catalogForOrders);
  const documents = new SqliteDocumentStore({});
  const clock = new TestClock();
  const fiscal = await openTestFiscalDevice();
  closers.push(() => fiscal.close());
  /** Another orders process on the same store (its own bus), as a second replica would be. */
  const startReplica = async () => {
    const bus = new InProcessEventBus({ retryDelayMs: 5 });
    const replica = await createOrdersService({
      documents,
      cache: new MemoryCache(),
      events: bus,
      catalog: catalogForOrders,
      identity: options.identity ?? accounts,
      fiscal: fiscal.device,
      // The tests send receipts themselves (service.sendFiscalReceipts), on the test clock.
      fiscalSending: { intervalMs: 60 * 60_000 },
      logger,
      settings: { reservationMinutes: options.reservationMinutes ?? 30 },
      clock,
      random: options.random,
      relayIntervalMs: 10,
      sweepIntervalMs: 60 * 60_000,
    });
    closers.unshift(() => replica.stop(), () => bus.close());
    return { service: replica, events: bus };
  };
  const { service, events } = await startReplica();
  closers.push(() => documents.close());
  let api: OrdersApi = service.api;
  if (options.ordersOverGrpc) {
    // As the gateway calls it: its own service token, and the signed-in user's token per call.
    const served = await serveOverGrpc(service.api, {
      service: 'orders',
      caller: 'gateway',
      grpcService: ordersGrpcService,
      connect: (address, identity) => new GrpcOrdersApi(address, { deadlineMs: 30_000, identity }),
      callers,
      logger,
    });
    closers.unshift(served.close);
    api = callingAs(served.client, callers, ORDERS_CALLERS);
  }

  const published: DomainEvent[] = [];
  await events.subscribe({ consumer: 'test.order-events', patterns: ['order.*', 'payment.check-requested', 'orders.admin-action'], handler: async (event) => void published.push(event) });
  const coupons = new DocumentCouponRepository(documents);
  let productCount = 0;

  return {
    api,
    service,
    catalog: catalogService.api,
    accounts,
    documents,
    events,
    clock,
    published,
    startReplica,
    /** The VSDC emulator and the adapter the service sends its EBM receipts through. */
    fiscal,
    /** The ports a use case built by hand needs for EBM receipts and refunds, on the test shop's store. */
    receiptPorts: () => ({
      fiscal: fiscal.device,
      fiscalReceipts: new DocumentFiscalReceiptRepository(documents),
      refunds: new DocumentRefundRepository(documents),
      random: options.random ?? cryptoRandomness,
    }),
    createProduct: (overrides: Partial<ProductInput> = {}): Promise<ProductView> => {
      productCount += 1;
      return catalogService.api.createProduct({ product: productInput({ name: `Product ${productCount}`, ...overrides }), creator: ADMIN_ID });
    },
    product: async (id: string) => (await catalogService.api.getProducts([id]))[0]!,
    saveCoupon: (coupon: CouponRecord) => coupons.save(coupon),
    couponUses: async (code: string) => (await coupons.findByCode(code))?.timesUsed ?? 0,
    /** Publishes payment.settled as the payments service would, and waits until it is handled. */
    settle: async (data: Partial<PaymentSettledData> & { orderId: string; status: 'paid' | 'failed' }, eventId?: string) => {
      const full = { paymentId: `pay-${data.orderId}`, method: 'momo', currency: 'RWF', amount: 0, ...data };
      const event = createEvent(PAYMENT_SETTLED, full, { now: clock.now(), ...(eventId ? { id: eventId } : {}) });
      await events.publish(event);
      await events.drain();
      return event;
    },
    /** Publishes payment.refunded as the payments service would, and waits until it is handled. */
    refunded: async (data: Pick<PaymentRefundedData, 'refundId' | 'orderId' | 'status'> & Partial<PaymentRefundedData>) => {
      const full = { method: 'momo', currency: 'RWF', amount: 0, settledAt: clock.now().toISOString(), ...data };
      await events.publish(createEvent(PAYMENT_REFUNDED, full, { now: clock.now() }));
      await events.drain();
    },
    /** Publishes payment.proof-submitted for the order as the payments service would, and waits until it is handled. */
    proofSubmitted: async (order: { _id: string; orderNumber: string; userId: string }, overrides: Partial<PaymentProofSubmittedData> = {}, eventId?: string) => {
      const data = { paymentId: newId(), orderId: order._id, orderNumber: order.orderNumber, userId: order.userId, submittedAt: clock.now().toISOString(), ...overrides };
      const event = createEvent(PAYMENT_PROOF_SUBMITTED, data, { now: clock.now(), ...(eventId ? { id: eventId } : {}) });
      await events.publish(event);
      await events.drain();
      return event;
    },
    /**
     * Waits until every event the writes so far recorded is published and handled: after it,
     * `published` holds all there will be, with no time left for one more.
     */
    outboxSettled: async () => {
      const outbox = documents.collection<OutboxEntry>(OUTBOX_COLLECTION);
      const deadline = Date.now() + 5000;
      while ((await outbox.count({ status: { $ne: 'published' } })) > 0) {
        if (Date.now() > deadline) throw new Error('the outbox relay left events unpublished for 5 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await events.drain();
    },
    /** Waits until the outbox relay has published at least `count` events of this type. */
    eventsOf: async (type: string, count = 1) => {
      const deadline = Date.now() + 5000;
      while (published.filter((e) => e.type === type).length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return published.filter((e) => e.type === type);
    },
    close: async () => {
      for (const close of closers) await close();
    },
  };
}

export type TestOrders = Awaited<ReturnType<typeof startTestOrders>>;

/** An order with every field a correct client sends. */
export type CompleteOrderInput = PlaceOrderInput & Required<Pick<PlaceOrderInput, 'items' | 'subtotal' | 'deliveryFee' | 'total' | 'shippingAddress' | 'paymentInfo'>>;

/** A valid order of the given lines, with the figures computed the way a correct client does. */
export function orderFor(
  customerNumber: number,
  lines: Array<{ product: ProductView; quantity: number }>,
  overrides: Partial<CompleteOrderInput> = {},
): CompleteOrderInput {
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const discount = overrides.discount ?? 0;
  const deliveryFee = subtotal - discount > 0 && subtotal - discount < 50_000 ? 1000 : 0;
  const total = subtotal - discount + deliveryFee;
  const customer = shopper(customerNumber);
  return {
    userId: customer.userId,
    items: lines.map(({ product, quantity }) => ({ product: product._id, quantity, price: product.price, name: product.name })),
    subtotal,
    deliveryFee,
    total,
    shippingAddress: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: '0788123456',
      street: 'KG 7 Ave',
      city: 'Kigali',
      district: 'Gasabo',
    },
    paymentInfo: { method: 'momo', status: 'pending', amount: total, currency: 'RWF' },
    orderNotes: '',
    ...overrides,
  };
}

/** What a call failed with (an AppError in process and over gRPC alike). */
export async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (error instanceof AppError) return error;
  throw error;
}
