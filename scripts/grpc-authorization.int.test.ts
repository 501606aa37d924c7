import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { status as Status, type Client, type MethodDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@shop/contracts';
import { DEFAULT_DELIVERY_ZONES, deliveryFeeFor } from '@shop/domain';
import { checkHealth, type GrpcAccess } from '@shop/platform/grpc';
import { catalogPb, identityPb, notificationsPb, ordersPb, paymentsPb } from '@shop/proto';
import { buildServerIfStale } from './build-server.mjs';
import { launchDistributed, SERVICES } from './distributed-topology.mjs';
import { forgedAdminToken, serviceTokenOf, strangeSecret, tamperedAdminToken, unsignedAdminToken } from './testing/caller-tokens';
import { freePort, waitFor } from './testing/free-port';
import { callRaw, rawClient, requestOf, type CallOutcome, type Presented } from './testing/raw-grpc-call';

// Every method of every service, called straight at its gRPC port as an outsider can: the
// service decides who may call from the verified tokens alone, as the gateway's routes do one
// layer up. A method added without an expectation here fails the walk.

const SHOPPER = { email: 'shopper@devshop.rw', password: 'demo-shopper' };
const ADMIN = { email: 'admin@devshop.rw', password: 'demo-admin' };

interface Shop {
  shopperId: string;
  adminId: string;
  /** A fresh sign-in (new refresh token each time). */
  login(who: typeof SHOPPER): Promise<identityPb.AuthReply>;
}

/** Who may call a method, and, where the defaults would not do, what to send. */
type Rule = GrpcAccess | { access: GrpcAccess; request: (shop: Shop) => object | Promise<object> };
type Rules<Definition> = Record<keyof Definition, Rule>;

const CATALOG: Rules<typeof catalogPb.CatalogService> = {
  listProducts: 'public',
  searchProducts: 'public',
  listFeaturedProducts: 'public',
  listTopRatedProducts: 'public',
  getProduct: 'public',
  getProductBySlug: 'public',
  getProducts: 'public',
  listRelatedProducts: 'public',
  listProductStamps: 'public',
  listCategories: 'public',
  listBrands: 'public',
  recordProductView: 'public',
  createReview: 'user',
  listReviews: 'public',
  adminListReviews: 'admin',
  deleteReview: 'admin',
  getMyReview: 'user',
  deleteMyReview: 'user',
  toggleWishlist: 'user',
  listWishlist: 'user',
  removeFromWishlist: 'user',
  clearWishlist: 'user',
  adminListProducts: 'admin',
  createProduct: 'admin',
  updateProduct: 'admin',
  patchProduct: 'admin',
  deleteProduct: 'admin',
  reserveStock: 'service',
  releaseStock: 'service',
  commitStock: 'service',
  returnStock: 'service',
  restockLines: 'service',
  getCatalogStats: 'admin',
  getSearchSynonyms: 'admin',
  replaceSearchSynonyms: { access: 'admin', request: () => ({ synonyms: [{ word: 'clavier', terms: ['keyboard'] }] }) },
  replaceProductVariants: 'admin',
};

const IDENTITY: Rules<typeof identityPb.IdentityService> = {
  // Wrong credentials are refused as unauthenticated by the service itself: sign in for real.
  login: { access: 'public', request: () => SHOPPER },
  register: 'public',
  signInWithProvider: 'service',
  refreshTokens: { access: 'public', request: async (shop) => ({ refreshToken: (await shop.login(SHOPPER)).refreshToken }) },
  logout: 'public',
  getUser: { access: 'user-or-service', request: (shop) => ({ id: shop.shopperId }) },
  updateProfile: 'user',
  adminListUsers: 'admin',
  adminCountNewUsers: 'admin',
  setUserBlocked: { access: 'admin', request: (shop) => ({ userId: shop.shopperId, blocked: false }) },
  getJwks: 'public',
  adminListAuditEntries: { access: 'admin', request: () => ({ json: '{}' }) },
  adminExportAuditEntries: { access: 'admin', request: () => ({ json: '{}' }) },
};

const ORDERS: Rules<typeof ordersPb.OrdersService> = {
  applyCoupon: 'public',
  removeCoupon: 'public',
  placeOrder: 'user',
  getOrder: 'user',
  getOrderByNumber: 'user',
  listMyOrders: 'user',
  requestPaymentCheck: 'user',
  adminListOrders: 'admin',
  updateOrderStatus: 'admin',
  setPaymentStatus: 'admin',
  getOrderStats: 'admin',
  requestRefund: 'admin',
  getFiscalQueue: 'admin',
  printFiscalReceipts: 'user',
  recordSubscriber: 'service',
  getDeliveryZones: 'public',
  replaceDeliveryZones: { access: 'admin', request: () => ({ json: JSON.stringify({ zones: DEFAULT_DELIVERY_ZONES }) }) },
};

const PAYMENTS: Rules<typeof paymentsPb.PaymentsService> = {
  listMethods: 'public',
  requestMobileMoney: 'user',
  checkStatus: 'user',
  payByCard: 'user',
  openCardIntent: 'user',
  cardWebhook: 'public',
  submitProof: 'user',
  proofOf: 'user',
  settleManually: 'admin',
  listOrderPayments: 'admin',
  mobileMoneyCallback: 'public',
};

const NOTIFICATIONS: Rules<typeof notificationsPb.NotificationsService> = {
  subscribe: 'public',
  unsubscribe: 'public',
  checkSubscription: 'public',
  listSubscribers: 'admin',
  countNewSubscribers: 'admin',
  sendBulkEmail: 'admin',
  exportSubscribers: 'admin',
  listDeliveries: 'admin',
  listTextMessages: 'admin',
  receiveSms: 'public',
  recordSmsDeliveryReport: 'public',
  smsSettings: 'user',
  setSmsUpdates: 'user',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Definition = Record<string, MethodDefinition<any, any>>;

const UNDER_TEST: Array<{ service: string; definition: Definition; rules: Record<string, Rule> }> = [
  { service: 'catalog', definition: catalogPb.CatalogService, rules: CATALOG },
  { service: 'identity', definition: identityPb.IdentityService, rules: IDENTITY },
  { service: 'orders', definition: ordersPb.OrdersService, rules: ORDERS },
  { service: 'payments', definition: paymentsPb.PaymentsService, rules: PAYMENTS },
  { service: 'notifications', definition: notificationsPb.NotificationsService, rules: NOTIFICATIONS },
];

const CALLERS = [
  'anonymous',
  'shopper',
  'admin',
  'service',
  'shopper via a service',
  'forged admin',
  'tampered admin',
  'unsigned admin',
  'forged service',
] as const;
type Caller = (typeof CALLERS)[number];

type Verdict = 'allowed' | 'UNAUTHENTICATED' | 'PERMISSION_DENIED';
const OK = 'allowed';
const UN = 'UNAUTHENTICATED';
const PD = 'PERMISSION_DENIED';
/** Any token that does not verify is refused, whatever the method. */
const BAD_TOKENS = { 'forged admin': UN, 'tampered admin': UN, 'unsigned admin': UN, 'forged service': UN } as const;

/** The gateway's matrix, one layer down: what each kind of caller gets for each kind of method. */
const EXPECTED: Record<GrpcAccess, Record<Caller, Verdict>> = {
  public: { anonymous: OK, shopper: OK, admin: OK, service: OK, 'shopper via a service': OK, ...BAD_TOKENS },
  user: { anonymous: UN, shopper: OK, admin: OK, service: UN, 'shopper via a service': OK, ...BAD_TOKENS },
  admin: { anonymous: UN, shopper: PD, admin: OK, service: UN, 'shopper via a service': PD, ...BAD_TOKENS },
  service: { anonymous: UN, shopper: PD, admin: PD, service: OK, 'shopper via a service': OK, ...BAD_TOKENS },
  'user-or-service': { anonymous: UN, shopper: OK, admin: OK, service: OK, 'shopper via a service': OK, ...BAD_TOKENS },
};

/** Refusals are the two statuses; a service that is down or a method it lacks is no verdict at all. */
function verdictOf(outcome: CallOutcome): string {
  if (outcome.code === Status.UNAUTHENTICATED) return UN;
  if (outcome.code === Status.PERMISSION_DENIED) return PD;
  if ([Status.UNAVAILABLE, Status.UNIMPLEMENTED, Status.DEADLINE_EXCEEDED, Status.INTERNAL, Status.UNKNOWN].includes(outcome.code)) {
    return `${Status[outcome.code]}: ${outcome.details}`;
  }
  return OK;
}

describe('gRPC authorization: every method of every service, called directly at its port', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-grpc-authorization-'));
  const serviceSecret = randomBytes(48).toString('base64url');
  const output: string[] = [];
  const clients = new Map<string, Client>();
  let topology: ReturnType<typeof launchDistributed> | undefined;
  let shop: Shop;
  let presented: Record<Caller, () => Promise<Presented>>;
  let gatewayUrl: string;

  const client = (service: string) => clients.get(service)!;
  const call = (service: string, method: string, request: unknown, who: Presented) => {
    const definition = UNDER_TEST.find((entry) => entry.service === service)!.definition;
    return callRaw(client(service), definition[method]!, request, who);
  };

  beforeAll(async () => {
    const ports: Record<string, number> = { gateway: await freePort() };
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    for (const service of SERVICES) ports[service.name] = await freePort();
    const { MONGO_URL: _mongo, ...env } = process.env;
    await buildServerIfStale();
    topology = launchDistributed({
      bundled: true,
      env: {
        ...env,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        // Sign-in counts of this run only: an earlier run's stay in Redis for their window.
        REDIS_KEY_PREFIX: `devshop-test-${randomUUID()}`,
        AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SERVICE_TOKEN_SECRET: serviceSecret,
      },
      ports,
      output: (line: string) => output.push(line),
    });
    for (const service of SERVICES) {
      const url = topology.serviceUrls[`${service.name.toUpperCase()}_GRPC_URL`]!;
      clients.set(service.name, rawClient(url));
      const serving = async () => ((await checkHealth(url).catch(() => undefined)) === 'SERVING' ? true : undefined);
      await waitFor(serving, 90_000, `${service.name} to serve:\n${output.join('\n')}`);
    }

    const login = async (who: typeof SHOPPER) => {
      const outcome = await call('identity', 'login', who, {});
      if (outcome.code !== Status.OK) throw new Error(`sign-in failed: ${outcome.details}`);
      return outcome.reply as identityPb.AuthReply;
    };
    const shopper = await waitFor(() => login(SHOPPER), 30_000, 'the demo shopper to sign in');
    const admin = await login(ADMIN);
    shop = { shopperId: shopper.user!.id, adminId: admin.user!.id, login };

    // Service tokens live 60 seconds: these are re-issued as they age. Access tokens live 15 minutes.
    const service = serviceTokenOf('gateway', serviceSecret);
    const stranger = serviceTokenOf('gateway', strangeSecret());
    const forged = await forgedAdminToken(shopper.accessToken, shop.adminId);
    presented = {
      anonymous: async () => ({}),
      shopper: async () => ({ bearer: shopper.accessToken }),
      admin: async () => ({ bearer: admin.accessToken }),
      service: async () => ({ serviceToken: await service() }),
      'shopper via a service': async () => ({ bearer: shopper.accessToken, serviceToken: await service() }),
      'forged admin': async () => ({ bearer: forged }),
      'tampered admin': async () => ({ bearer: tamperedAdminToken(shopper.accessToken, shop.adminId) }),
      'unsigned admin': async () => ({ bearer: unsignedAdminToken(shopper.accessToken, shop.adminId) }),
      'forged service': async () => ({ serviceToken: await stranger() }),
    };
  });

  afterAll(async () => {
    for (const grpcClient of clients.values()) grpcClient.close();
    await topology?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe.each(UNDER_TEST)('$service', ({ service, definition, rules }) => {
    it('has an expectation for every method it serves, and none for a method it lacks', () => {
      expect(Object.keys(rules).sort()).toEqual(Object.keys(definition).sort());
    });

    it.each(Object.keys(definition))('%s', async (method) => {
      const rule = rules[method];
      if (rule === undefined) throw new Error(`${service}.${method} has no expected access: add it to the table`);
      const access = typeof rule === 'string' ? rule : rule.access;
      const got: Record<string, string> = {};
      for (const caller of CALLERS) {
        const request = requestOf(definition[method]!, typeof rule === 'string' ? {} : await rule.request(shop));
        got[caller] = verdictOf(await callRaw(client(service), definition[method]!, request, await presented[caller]()));
      }
      expect(got, `${service}.${method} (${access})`).toEqual(EXPECTED[access]);
    });
  });

  describe("a shopper's order", () => {
    let order: Order;
    /** An order travels as its contract in JSON. */
    const orderIn = (reply: unknown) => orderSchema.parse(JSON.parse((reply as ordersPb.Order).json));

    beforeAll(async () => {
      const listed = await call('catalog', 'listProducts', catalogPb.ListProductsRequest.fromPartial({ filter: { inStock: true } }), {});
      expect(listed.code, listed.details).toBe(Status.OK);
      const product = (listed.reply as catalogPb.ListProductsReply).products[0]!;
      const fee = deliveryFeeFor(product.price);
      const placed = await call(
        'orders',
        'placeOrder',
        ordersPb.PlaceOrderRequest.fromPartial({
          payloadJson: JSON.stringify({
          items: [{ product: product.id, quantity: 1, price: product.price, name: product.name }],
          subtotal: product.price,
          discount: 0,
          deliveryFee: fee,
          total: product.price + fee,
          shippingAddress: {
            firstName: 'Demo',
            lastName: 'Shopper',
            email: SHOPPER.email,
            phone: '0788123456',
            street: 'KN 5 Rd',
            city: 'Kigali',
            district: 'Gasabo',
            country: 'Rwanda',
          },
          paymentInfo: { method: 'manual_momo' },
          }),
        }),
        await presented.shopper(),
      );
      expect(placed.code, placed.details).toBe(Status.OK);
      order = orderIn((placed.reply as ordersPb.PlaceOrderReply).order);
      expect(order.paymentInfo?.status).toBe('pending');
    });

    it('is not marked paid by SetPaymentStatus without a verified admin, whatever admin the message names', async () => {
      // The request as it used to carry its actor (field 4: user id and role ADMIN).
      const writer = ordersPb.SetPaymentStatusRequest.encode({ id: order._id, status: 'paid', reference: 'FORGED-1' });
      writer.uint32(34).fork().uint32(10).string(shop.adminId).uint32(18).string('ADMIN').join();
      const claimingAdmin = Buffer.from(writer.finish());

      const refused: Record<string, string> = {};
      for (const caller of CALLERS.filter((name) => name !== 'admin')) {
        const outcome = await call('orders', 'setPaymentStatus', claimingAdmin, await presented[caller]());
        expect(outcome.reply, caller).toBeUndefined();
        refused[caller] = verdictOf(outcome);
      }
      const { admin: _admin, ...refusals } = EXPECTED.admin;
      expect(refused).toEqual(refusals);

      const seen = await call('orders', 'getOrder', requestOf(ordersPb.OrdersService.getOrder, { id: order._id }), await presented.shopper());
      const stored = orderIn(seen.reply);
      expect(stored.paymentInfo).toMatchObject({ status: 'pending' });
      expect(stored.paymentInfo.reference).toBeUndefined();
      expect(stored.status).toBe('pending');
    });

    it('is listed by AdminListOrders to an admin only; anyone else learns nothing of it', async () => {
      const listing = ordersPb.AdminListOrdersRequest.fromPartial({ page: { page: 1, limit: 50 } });
      for (const caller of CALLERS.filter((name) => name !== 'admin')) {
        const outcome = await call('orders', 'adminListOrders', listing, await presented[caller]());
        expect(verdictOf(outcome), caller).toBe(EXPECTED.admin[caller]);
        expect(outcome.reply, caller).toBeUndefined();
        expect(outcome.details, caller).not.toContain(SHOPPER.email);
        expect(outcome.details, caller).not.toContain(order.orderNumber);
      }
      const asAdmin = await call('orders', 'adminListOrders', listing, await presented.admin());
      const orders = (asAdmin.reply as ordersPb.ListOrdersReply).orders.map(orderIn);
      expect(orders.find((listed) => listed._id === order._id)).toMatchObject({ user: { email: SHOPPER.email } });
    });
  });

  describe('a token the gateway refuses, every service refuses', () => {
    const myOrders = () => requestOf(ordersPb.OrdersService.listMyOrders, { page: { page: 1, limit: 10 } });
    const gateway = async (path: string, init: { bearer?: string; body?: object } = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
      const method = init.body ? 'POST' : 'GET';
      return fetch(`${gatewayUrl}/api/v1${path}`, { method, headers, ...(init.body ? { body: JSON.stringify(init.body) } : {}) });
    };

    beforeAll(async () => {
      await waitFor(async () => ((await fetch(`${gatewayUrl}/health`).catch(() => undefined))?.ok ? true : undefined), 60_000, 'the gateway');
    });

    it('a signed-out session: orders.ListMyOrders answers it no more', async () => {
      const session = await shop.login(SHOPPER);
      expect(verdictOf(await call('orders', 'listMyOrders', myOrders(), { bearer: session.accessToken }))).toBe(OK);
      const signedOut = await gateway('/auth/logout', { bearer: session.accessToken, body: { refreshToken: session.refreshToken } });
      expect(signedOut.status).toBe(200);
      expect((await gateway('/auth/me', { bearer: session.accessToken })).status).toBe(401);
      expect(verdictOf(await call('orders', 'listMyOrders', myOrders(), { bearer: session.accessToken }))).toBe(UN);
    });

    it('a blocked user: catalog.CreateReview stores nothing', async () => {
      const email = `blocked-${randomBytes(4).toString('hex')}@example.rw`;
      const registered = await call('identity', 'register', { email, password: 'a-long-password-1', firstName: 'Blocked', lastName: 'Reviewer' }, {});
      expect(registered.code, registered.details).toBe(Status.OK);
      const user = registered.reply as identityPb.AuthReply;
      const blocked = await call('identity', 'setUserBlocked', { userId: user.user!.id, blocked: true }, await presented.admin());
      expect(blocked.code, blocked.details).toBe(Status.OK);
      expect((await gateway('/auth/me', { bearer: user.accessToken })).status).toBe(403);

      const listed = await call('catalog', 'listProducts', catalogPb.ListProductsRequest.fromPartial({}), {});
      const product = (listed.reply as catalogPb.ListProductsReply).products[0]!;
      const review = { productId: product.id, rating: 1, comment: 'Written after the block' };
      expect(verdictOf(await call('catalog', 'createReview', review, { bearer: user.accessToken }))).toBe(UN);
      const reviews = await call('catalog', 'listReviews', requestOf(catalogPb.CatalogService.listReviews, { productId: product.id }), {});
      expect(JSON.stringify(reviews.reply)).not.toContain('Written after the block');
    });

    it('a replayed refresh token: the access tokens of its session are refused by the gateway and the services', async () => {
      const session = await shop.login(SHOPPER);
      const rotated = await call('identity', 'refreshTokens', { refreshToken: session.refreshToken }, {});
      expect(rotated.code, rotated.details).toBe(Status.OK);
      const next = rotated.reply as identityPb.AuthReply;
      expect((await gateway('/auth/me', { bearer: next.accessToken })).status).toBe(200);

      const replayed = await call('identity', 'refreshTokens', { refreshToken: session.refreshToken }, {});
      expect(replayed.code).toBe(Status.UNAUTHENTICATED);
      for (const token of [session.accessToken, next.accessToken]) {
        expect((await gateway('/auth/me', { bearer: token })).status).toBe(401);
        expect(verdictOf(await call('orders', 'listMyOrders', myOrders(), { bearer: token }))).toBe(UN);
      }
    });
  });

  describe('sign-in straight to identity', () => {
    it('wrong passwords sent straight to identity are throttled as at the gateway: a caller without a service token is one client', async () => {
      const guess = { email: `target-${randomBytes(4).toString('hex')}@example.rw`, password: 'a-wrong-guess' };
      const codes: Status[] = [];
      for (let i = 0; i < 11; i += 1) codes.push((await call('identity', 'login', guess, {})).code);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(Status.UNAUTHENTICATED));
      expect(codes[10]).toBe(Status.RESOURCE_EXHAUSTED);
      // Naming another client does not help without a service token.
      const named = await call('identity', 'login', { ...guess, client: '203.0.113.9' }, {});
      expect(named.code).toBe(Status.RESOURCE_EXHAUSTED);
    });
  });
});
