import { join } from 'node:path';
import type { CatalogApi } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import type { NotificationsApi } from '@shop/notifications';
import type { OrdersApi } from '@shop/orders';
import type { PaymentsApi } from '@shop/payments';
import {
  grpcUrlOf,
  InProcessEventBus,
  keepDataDirPrivate,
  LocalFileStore,
  openEventBus,
  SERVICE_NAMES,
  type Cache,
  type Config,
  type FileStore,
  type Logger,
  type ServiceName,
} from '@shop/platform';
import { followedHotReads, type HotReads } from '../hot-reads/hot-reads';
import { SitePreviews } from '../link-previews/site-previews';
import type { ReadinessCheck } from '../readiness/readiness';
import type { RouteDefinition } from '../routes/route';
import type { AccessGuards } from '../routes/mount-routes';
import { apiRoutes, authGuards, type ApiDeps } from './api-routes';
import {
  openServiceAdapters,
  sharedInfrastructure,
  startCatalog,
  startIdentity,
  startNotifications,
  startOrders,
  startPayments,
  type InProcessAdapters,
  type StartedInProcess,
} from './in-process';
import {
  grpcHealthCheck,
  identifyGatewayToServices,
  remoteCatalog,
  remoteIdentity,
  remoteNotifications,
  remoteOrders,
  remotePayments,
  type RemoteApi,
} from './remote';

export interface Composition {
  readiness: ReadinessCheck[];
  /** Hot catalogue reads, where this process hears every catalogue change (one process). */
  hotReads?: HotReads;
  /** Link previews, 404s, robots.txt and the sitemap, read from the catalogue. */
  site: SitePreviews;
  apiRoutes: RouteDefinition[];
  guards: Required<AccessGuards>;
  cache: Cache;
  files: FileStore;
  identity: IdentityApi;
  catalog: CatalogApi;
  orders: OrdersApi;
  payments: PaymentsApi;
  notifications: NotificationsApi;
  close: () => Promise<void>;
}

/**
 * Puts each service where the configuration says: in this process, or behind gRPC.
 * Readiness names every service and every piece of infrastructure the gateway holds.
 */
export async function composeServices(
  config: Config,
  logger: Logger,
  options: Pick<ApiDeps, 'oauthOverrides'> & {
    /** The process's cache, opened by the caller: a test shares it with a service it serves over gRPC itself. */
    cache?: Cache;
  } = {},
): Promise<Composition> {
  // Before anything is written there: the databases, keys, mail and uploads are this user's alone.
  await keepDataDirPrivate(config.DATA_DIR, logger);
  const shared = sharedInfrastructure(config, logger, SERVICE_NAMES.filter((name) => !grpcUrlOf(config, name)), options.cache);
  const readiness: ReadinessCheck[] = [];
  // Closed in reverse order of opening: services stop before the stores and bus they use.
  const closers: Array<() => Promise<void> | void> = [];
  const inProcess = new Map<ServiceName, InProcessAdapters>();

  if (SERVICE_NAMES.some((name) => grpcUrlOf(config, name))) await identifyGatewayToServices(config);
  for (const name of SERVICE_NAMES) {
    const url = grpcUrlOf(config, name);
    if (url) {
      readiness.push({ name, check: () => grpcHealthCheck(url) });
      continue;
    }
    const adapters = await openServiceAdapters(name, config, logger, shared);
    inProcess.set(name, adapters);
    readiness.push({ name, check: adapters.ping });
    closers.push(adapters.close);
  }

  /** The service's API from its gRPC client when remote, else the service itself started here. */
  async function place<T>(
    name: ServiceName,
    remote: (url: string) => Promise<RemoteApi<T>>,
    start: (adapters: InProcessAdapters) => Promise<StartedInProcess<T>>,
  ): Promise<T> {
    const url = grpcUrlOf(config, name);
    const placed = url ? await remote(url) : await start(inProcess.get(name)!);
    const stop = 'close' in placed ? placed.close : placed.stop;
    if (stop) closers.push(stop);
    return placed.api;
  }

  // A service started here reaches the ones it depends on wherever they run: catalog and orders
  // ask identity for names, orders holds stock at the catalog, payments asks orders what to charge.
  const identity = await place('identity', remoteIdentity, startIdentity);
  const catalog = await place('catalog', remoteCatalog, (adapters) => startCatalog(adapters, identity));
  const orders = await place('orders', remoteOrders, (adapters) => startOrders(adapters, { catalog, identity }));
  const payments = await place('payments', remotePayments, (adapters) => startPayments(adapters, orders));
  const notifications = await place('notifications', remoteNotifications, startNotifications);

  const site = new SitePreviews({ catalog, publicUrl: config.PUBLIC_URL, logger });

  // The gateway keeps the cache for itself (rate limits) in every topology.
  const cache = await shared.cache();
  readiness.push({ name: 'cache', check: () => cache.ping() });
  const opened = shared.opened();
  let hotReads: HotReads | undefined;
  if (opened.events) {
    const events = await opened.events;
    if (events instanceof InProcessEventBus) {
      if (config.HOT_READS) hotReads = await followedHotReads(events, logger, { maxMb: config.HOT_READS_MAX_MB });
      await site.follow(events);
      // Every consumer in this process has subscribed: events held since the first relay started go now.
      events.open();
    } else if (config.REDIS_URL && config.HOT_READS) {
      hotReads = await followedHotReads(events, logger, { redis: { url: config.REDIS_CACHE_URL ?? config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX } });
    }
    readiness.push({ name: 'events', check: () => events.ping() });
    closers.unshift(() => events.close());
  }
  if (!opened.events) hotReads = await distributedHotReads(config, logger, closers);
  if (hotReads?.store.close) closers.unshift(() => hotReads.store.close!());
  closers.unshift(() => cache.close());
  // Uploads live with the gateway that receives them (DATA_DIR/uploads).
  const files = new LocalFileStore(join(config.DATA_DIR, 'uploads'));
  readiness.push({ name: 'files', check: () => files.ping() });
  // Payment screenshots stay private: outside DATA_DIR/uploads, which is served to anyone.
  const proofs = new LocalFileStore(join(config.DATA_DIR, 'private'));

  const guards = authGuards(identity, cache);
  return {
    readiness,
    apiRoutes: apiRoutes({ config, logger, identity, catalog, orders, payments, notifications, guards, cache, files, proofs, ...options }),
    guards,
    hotReads,
    site,
    cache,
    files,
    identity,
    catalog,
    orders,
    payments,
    notifications,
    close: async () => {
      for (const close of closers.reverse()) {
        await Promise.resolve(close()).catch((error) => logger.warn({ err: error }, 'close failed'));
      }
    },
  };
}

/**
 * A gateway with every service elsewhere keeps hot reads in Redis (REDIS_CACHE_URL, else REDIS_URL)
 * when it can hear the catalogue's changes (AMQP_URL and REDIS_URL set); otherwise, or while the broker cannot be reached at
 * start-up, every read goes through the router.
 */
async function distributedHotReads(config: Config, logger: Logger, closers: Array<() => Promise<void> | void>): Promise<HotReads | undefined> {
  if (!config.HOT_READS || !config.AMQP_URL || !config.REDIS_URL) return undefined;
  try {
    const events = await openEventBus(config, logger);
    closers.unshift(() => events.close());
    return await followedHotReads(events, logger, { redis: { url: config.REDIS_CACHE_URL ?? config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX } });
  } catch (error) {
    logger.warn({ err: error }, 'hot reads are off: the catalogue changes cannot be followed');
    return undefined;
  }
}
