import type { Cache, Config, EventBus, Logger } from '@shop/platform';
import type { ReadinessCheck } from '../readiness/readiness';
import type { RouteDefinition } from '../routes/route';
import { sharedInfrastructure, startInProcessService } from './in-process';
import { SERVICE_NAMES, grpcUrlOf } from './service-names';

export interface Composition {
  readiness: ReadinessCheck[];
  apiRoutes: RouteDefinition[];
  cache: Cache;
  close: () => Promise<void>;
}

async function grpcHealthCheck(url: string): Promise<void> {
  // Loaded only when a service is remote, so the one-process topology never loads gRPC.
  const { checkHealth } = await import('@shop/platform/grpc');
  const status = await checkHealth(url);
  if (status !== 'SERVING') throw new Error(`service reports ${status}`);
}

/**
 * Puts each service where the configuration says: in this process, or behind gRPC.
 * Readiness names every service and every piece of infrastructure the gateway holds.
 */
export async function composeServices(config: Config, logger: Logger): Promise<Composition> {
  const shared = sharedInfrastructure(config, logger);
  const readiness: ReadinessCheck[] = [];
  const closers: Array<() => Promise<void>> = [];

  for (const name of SERVICE_NAMES) {
    const url = grpcUrlOf(config, name);
    if (url) {
      readiness.push({ name, check: () => grpcHealthCheck(url) });
      continue;
    }
    const service = await startInProcessService(name, config, shared);
    readiness.push({ name, check: service.ping });
    closers.push(service.close);
  }

  // The gateway keeps the cache for itself (rate limits, response caching) in every topology.
  const cache = await shared.cache();
  readiness.push({ name: 'cache', check: () => cache.ping() });
  const opened = shared.opened();
  if (opened.events) {
    const events: EventBus = await opened.events;
    readiness.push({ name: 'events', check: () => events.ping() });
    closers.push(() => events.close());
  }
  closers.push(() => cache.close());

  return {
    readiness,
    apiRoutes: [],
    cache,
    close: async () => {
      for (const close of closers) await close().catch((error) => logger.warn({ err: error }, 'close failed'));
    },
  };
}
