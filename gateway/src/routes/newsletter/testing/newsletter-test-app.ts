// Test support: the gateway with the newsletter routes over the real notifications service on
// embedded adapters (e-mails as files in a temporary DATA_DIR/outbox), identity with its demo
// accounts and real auth guards, and optionally the catalog and orders services on the same
// in-process bus with the cart and order routes. Only tests import this.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalogService, type ProductView } from '@shop/catalog';
import { createIdentityService } from '@shop/identity';
import { createNotificationsService, notificationsSettingsFrom } from '@shop/notifications';
import { createOrdersService, openFiscalDevice } from '@shop/orders';
import { createLogger, InProcessEventBus, loadConfig, MemoryCache, SqliteDocumentStore } from '@shop/platform';
import type { OutboxSmsFile } from '@shop/platform/sms';
import { createGatewayApp } from '../../../app';
import { authGuards } from '../../../composition/api-routes';
import { listen } from '../../../testing/listen';
import { orderingRoutes } from '../../orders/index';
import type { RouteDefinition } from '../../route';
import { smsCallbackRoutes } from '../../sms/sms-callbacks.routes';
import { smsSettingsRoutes } from '../../sms/sms-settings.routes';
import { newsletterRoutes } from '../index';

export const PUBLIC_URL = 'https://shop.example.rw';

/** An e-mail as the notifications service's file mailer writes it (`<name>.json`). */
export interface WrittenMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface NewsletterGatewayOptions {
  subscribeAttemptsPerClient?: number;
  /** Also run catalog and orders (consuming newsletter.subscribed) with the cart and order routes. */
  withOrders?: boolean;
  /** Mount the SMS routes (the providers' callbacks, with this SMS_CALLBACK_SECRET, and the shopper's settings). */
  smsCallbackSecret?: string;
}

export async function startNewsletterGateway(options: NewsletterGatewayOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'newsletter-routes-'));
  const mailDirectory = join(dataDir, 'outbox');
  const smsDirectory = join(dataDir, 'sms-outbox');
  const logger = createLogger({ service: 'newsletter-routes-test', level: 'silent' });
  const cache = new MemoryCache();
  const events = new InProcessEventBus();
  const stores: SqliteDocumentStore[] = [];
  const store = () => {
    const documents = new SqliteDocumentStore({});
    stores.push(documents);
    return documents;
  };
  const stops: Array<() => Promise<void>> = [];
  const identity = await createIdentityService({
    documents: store(),
    cache,
    logger,
    settings: { demoAccounts: true, keyDirectory: dataDir, passwordHashCost: 2 ** 10 },
  });
  const notificationsDocuments = store();
  const notifications = await createNotificationsService({
    documents: notificationsDocuments,
    events,
    logger,
    // The shop's own defaults (MAIL_FROM, SUPPORT_PHONE, MOMO_MERCHANT_CODE), with this app's address and folders.
    settings: { ...notificationsSettingsFrom(loadConfig({})), publicUrl: PUBLIC_URL, mailDirectory, smsDirectory, secretFile: undefined },
    relayIntervalMs: 10,
  });
  stops.push(notifications.stop);
  const guards = authGuards(identity, cache);
  const routes: RouteDefinition[] = newsletterRoutes({
    notifications: notifications.api,
    cache,
    subscribeAttemptsPerClient: options.subscribeAttemptsPerClient,
  });
  if (options.smsCallbackSecret) {
    routes.push(...smsCallbackRoutes({ notifications: notifications.api, secret: options.smsCallbackSecret }), ...smsSettingsRoutes({ notifications: notifications.api }));
  }

  let createProduct: ((price: number) => Promise<ProductView>) | undefined;
  if (options.withOrders) {
    const catalog = await createCatalogService({ documents: store(), cache, events, identity, logger, relayIntervalMs: 10 });
    const fiscal = await openFiscalDevice({ tin: '999000001', bhfId: '00', deviceSerial: 'test-vsdc' }, { logger });
    const orders = await createOrdersService({
      documents: store(),
      cache,
      events,
      catalog: catalog.api,
      identity,
    fiscal: fiscal.device,
      logger,
      settings: { reservationMinutes: 30 },
      relayIntervalMs: 10,
    });
    stops.unshift(orders.stop, fiscal.close, catalog.stop);
    routes.push(
      ...orderingRoutes({
        orders: orders.api,
        cache,
        publicUrl: PUBLIC_URL,
        userGuard: guards.user,
      }),
    );
    createProduct = (price) =>
      catalog.api.createProduct({
        product: {
          name: 'Dell UltraSharp U2723QE',
          brand: 'Dell',
          description: '27-inch 4K USB-C hub monitor.',
          price,
          category: 'monitors',
          images: { primary: '/images/products/monitor.svg', gallery: [] },
          stock: { quantity: 10 },
          isFeatured: false,
          status: 'active',
        },
        creator: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      });
  }

  const app = createGatewayApp({ logger, readiness: [], apiRoutes: routes, guards });
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

  /** The response as it comes, for answers that are not JSON. */
  const raw = (method: string, path: string, init: { token?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return fetch(`${server.url}/api/v1${path}`, { method, headers, body: init.body });
  };

  return {
    identity,
    notifications: notifications.api,
    /** The notifications service's own store (to seed a large subscriber list quickly). */
    notificationsDocuments,
    request,
    raw,
    login: async (account: { email: string; password: string }) => (await identity.login(account)).accessToken,
    createProduct: (price: number) => {
      if (!createProduct) throw new Error('start the gateway withOrders to create products');
      return createProduct(price);
    },
    /** The e-mails written to DATA_DIR/outbox, oldest first. */
    mails: () => readJsonFiles<WrittenMail>(mailDirectory),
    /** Waits until every event delivered so far is handled. */
    settle: () => events.drain(),
    /** The SMS written to DATA_DIR/sms-outbox. */
    texts: () => readJsonFiles<OutboxSmsFile>(smsDirectory),
    close: async () => {
      await server.close();
      for (const stop of stops) await stop();
      await events.close();
      for (const documents of stores) await documents.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type NewsletterGateway = Awaited<ReturnType<typeof startNewsletterGateway>>;

/** The JSON files an outbox folder holds, oldest first. */
async function readJsonFiles<T>(directory: string): Promise<T[]> {
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as T));
}

/** The token of the unsubscribe link in an e-mail. */
export function unsubscribeTokenOf(mail: WrittenMail): string {
  const link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no unsubscribe link in the e-mail to ${mail.to}`);
  return new URL(link).searchParams.get('token') ?? '';
}
