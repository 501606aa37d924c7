// The only place the gateway imports service code: services running inside this process.
import { createCatalogService, seedDemoCatalogue, SERVICE_DEPENDENCIES as catalog, type CatalogApi } from '@shop/catalog';
import { createOrdersService, fiscalDeviceSettingsFrom, openFiscalDevice, ordersSettingsFrom, SERVICE_DEPENDENCIES as orders, type OrdersApi } from '@shop/orders';
import {
  createPaymentsService,
  openPaymentProviders,
  paymentsSettingsFrom,
  SERVICE_DEPENDENCIES as payments,
  type PaymentsApi,
} from '@shop/payments';
import { createIdentityService, identitySettingsFrom, SERVICE_DEPENDENCIES as identity, type IdentityApi } from '@shop/identity';
import {
  createNotificationsService,
  notificationsSettingsFrom,
  SERVICE_DEPENDENCIES as notifications,
  type NotificationsApi,
} from '@shop/notifications';
import {
  openCache,
  openDocumentStore,
  openEventBus,
  openMailer,
  openPageCache,
  type Cache,
  type Config,
  type DocumentStore,
  type EventBus,
  type Logger,
  type ServiceDependencies,
  type ServiceName,
} from '@shop/platform';
import { openSmsSender } from '@shop/platform/sms';

const DEPENDENCIES: Record<ServiceName, ServiceDependencies> = { catalog, orders, payments, identity, notifications };

/**
 * The infrastructure in-process services share: one cache and one bus for the whole process,
 * which signs the events of `services` (those running here) on a broker.
 */
export function sharedInfrastructure(config: Config, logger: Logger, services: readonly ServiceName[], openedCache?: Cache) {
  let cache: Promise<Cache> | undefined = openedCache && Promise.resolve(openedCache);
  let events: Promise<EventBus> | undefined;
  return {
    cache: () => (cache ??= openCache(config)),
    // Held until every service here has subscribed (composeServices opens it).
    events: () => (events ??= openEventBus(config, logger, { held: true, services })),
    opened: () => ({ cache, events }),
  };
}
export type SharedInfrastructure = ReturnType<typeof sharedInfrastructure>;

/** What a service running in this process was given, as its own process would open it. */
export interface InProcessAdapters {
  documents: DocumentStore;
  cache: Cache;
  /** Only for services that declare events. */
  events?: EventBus;
  logger: Logger;
  config: Config;
}

export async function openServiceAdapters(
  name: ServiceName,
  config: Config,
  logger: Logger,
  shared: SharedInfrastructure,
): Promise<InProcessAdapters & { ping: () => Promise<void>; close: () => Promise<void> }> {
  const uses = DEPENDENCIES[name];
  const documents = await openDocumentStore(config, name, logger);
  const cache = await shared.cache();
  const events = uses.events ? await shared.events() : undefined;
  return {
    documents,
    cache,
    events,
    logger: logger.child({ service: name }),
    config,
    ping: () => documents.ping(),
    close: () => documents.close(),
  };
}

function declared<T>(adapter: T | undefined, name: string): T {
  if (!adapter) throw new Error(`the service needs its ${name} adapter; declare it in SERVICE_DEPENDENCIES`);
  return adapter;
}

/** A service started in this process: its API and what to stop before its adapters close. */
export interface StartedInProcess<T> {
  api: T;
  stop?: () => Promise<void>;
}

export async function startIdentity(adapters: InProcessAdapters): Promise<StartedInProcess<IdentityApi>> {
  const api = await createIdentityService({
    documents: adapters.documents,
    cache: adapters.cache,
    events: adapters.events,
    logger: adapters.logger,
    settings: identitySettingsFrom(adapters.config),
  });
  return { api };
}

/** `identity`: the identity API wherever it runs; the catalog names reviewers with it. */
export async function startCatalog(adapters: InProcessAdapters, identity: IdentityApi): Promise<StartedInProcess<CatalogApi>> {
  const readCache = await openPageCache(adapters.config);
  const service = await createCatalogService({ ...adapters, readCache, events: declared(adapters.events, 'events'), identity });
  if (adapters.config.DEMO_CATALOGUE) await seedDemoCatalogue(service, adapters.documents);
  const stop = async () => {
    await service.stop();
    await readCache?.close();
  };
  return { api: service.api, stop };
}

/** `catalog`, `identity`: those APIs wherever they run; orders holds stock and names customers with them. */
export async function startOrders(
  adapters: InProcessAdapters,
  peers: { catalog: CatalogApi; identity: IdentityApi },
): Promise<StartedInProcess<OrdersApi>> {
  const fiscal = await openFiscalDevice(fiscalDeviceSettingsFrom(adapters.config), { logger: adapters.logger });
  const service = await createOrdersService({
    ...adapters,
    events: declared(adapters.events, 'events'),
    catalog: peers.catalog,
    identity: peers.identity,
    fiscal: fiscal.device,
    settings: ordersSettingsFrom(adapters.config),
  });
  // The emulator stops after the service, whose sender may still be asking it.
  const stop = async () => {
    await service.stop();
    await fiscal.close();
  };
  return { api: service.api, stop };
}

/** `orders`: the orders API wherever it runs; payments asks it what an order costs and whose it is. */
export async function startPayments(adapters: InProcessAdapters, orders: OrdersApi): Promise<StartedInProcess<PaymentsApi>> {
  const settings = paymentsSettingsFrom(adapters.config);
  const providers = await openPaymentProviders(settings, { logger: adapters.logger });
  const service = await createPaymentsService({
    documents: adapters.documents,
    events: declared(adapters.events, 'events'),
    orders,
    providers,
    logger: adapters.logger,
    settings,
  });
  // The simulator stops after the service, whose poller may still be asking it.
  const stop = async () => {
    await service.close();
    await providers.close();
  };
  return { api: service.api, stop };
}

export async function startNotifications(adapters: InProcessAdapters): Promise<StartedInProcess<NotificationsApi>> {
  const mailer = await openMailer(adapters.config);
  const sms = await openSmsSender(adapters.config);
  const service = await createNotificationsService({
    documents: adapters.documents,
    events: declared(adapters.events, 'events'),
    logger: adapters.logger,
    settings: notificationsSettingsFrom(adapters.config),
    mailer,
    sms,
  });
  const stop = async () => {
    await service.stop();
    await mailer.close();
    await sms.close();
  };
  return { api: service.api, stop };
}
