// The only place the gateway imports service code: services running inside this process.
import { SERVICE_DEPENDENCIES as catalog } from '@shop/catalog';
import { SERVICE_DEPENDENCIES as orders } from '@shop/orders';
import { SERVICE_DEPENDENCIES as payments } from '@shop/payments';
import { createIdentityService, SERVICE_DEPENDENCIES as identity, type IdentityApi } from '@shop/identity';
import { SERVICE_DEPENDENCIES as notifications } from '@shop/notifications';
import { join } from 'node:path';
import {
  openCache,
  openDocumentStore,
  openEventBus,
  type Cache,
  type Config,
  type DocumentStore,
  type EventBus,
  type Logger,
  type ServiceDependencies,
} from '@shop/platform';
import type { ServiceName } from './service-names';

const DEPENDENCIES: Record<ServiceName, ServiceDependencies> = { catalog, orders, payments, identity, notifications };

/** The infrastructure in-process services share: one cache and one bus for the whole process. */
export function sharedInfrastructure(config: Config, logger: Logger) {
  let cache: Promise<Cache> | undefined;
  let events: Promise<EventBus> | undefined;
  return {
    cache: () => (cache ??= openCache(config)),
    events: () => (events ??= openEventBus(config, logger)),
    opened: () => ({ cache, events }),
  };
}
export type SharedInfrastructure = ReturnType<typeof sharedInfrastructure>;

export interface InProcessService {
  documents?: DocumentStore;
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

/** Opens what a service owns (its store) and what it shares (cache, bus), as its own process would. */
export async function openServiceAdapters(name: ServiceName, config: Config, shared: SharedInfrastructure): Promise<InProcessService> {
  const uses = DEPENDENCIES[name];
  const documents = uses.documents ? await openDocumentStore(config, name) : undefined;
  if (uses.cache) await shared.cache();
  if (uses.events) await shared.events();
  return {
    documents,
    ping: async () => {
      await documents?.ping();
    },
    close: async () => {
      await documents?.close();
    },
  };
}

export async function inProcessIdentity(config: Config, logger: Logger, adapters: InProcessService): Promise<IdentityApi> {
  return createIdentityService({
    documents: adapters.documents!,
    logger,
    settings: {
      demoAccounts: config.AUTH_DEMO_ACCOUNTS,
      privateKey: config.JWT_PRIVATE_KEY,
      keyDirectory: join(config.DATA_DIR, 'identity'),
    },
  });
}
