// The only place the gateway imports service code: services running inside this process.
import { SERVICE_DEPENDENCIES as catalog } from '@shop/catalog';
import { SERVICE_DEPENDENCIES as orders } from '@shop/orders';
import { SERVICE_DEPENDENCIES as payments } from '@shop/payments';
import { SERVICE_DEPENDENCIES as identity } from '@shop/identity';
import { SERVICE_DEPENDENCIES as notifications } from '@shop/notifications';
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
export interface SharedInfrastructure {
  cache: () => Promise<Cache>;
  events: () => Promise<EventBus>;
}

export interface InProcessService {
  name: ServiceName;
  documents?: DocumentStore;
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startInProcessService(
  name: ServiceName,
  config: Config,
  shared: SharedInfrastructure,
): Promise<InProcessService> {
  const uses = DEPENDENCIES[name];
  const documents = uses.documents ? await openDocumentStore(config, name) : undefined;
  if (uses.cache) await shared.cache();
  if (uses.events) await shared.events();
  return {
    name,
    documents,
    ping: async () => {
      await documents?.ping();
    },
    close: async () => {
      await documents?.close();
    },
  };
}

export function sharedInfrastructure(config: Config, logger: Logger) {
  let cache: Promise<Cache> | undefined;
  let events: Promise<EventBus> | undefined;
  return {
    cache: () => (cache ??= openCache(config)),
    events: () => (events ??= openEventBus(config, logger)),
    opened: () => ({ cache, events }),
  };
}
