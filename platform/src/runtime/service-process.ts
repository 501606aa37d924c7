import type { Config } from '../config/config.schema';
import { createLogger, type Logger } from '../logging/logger';
import type { DocumentStore } from '../documents/document-store.port';
import type { Cache } from '../cache/cache.port';
import type { EventBus } from '../events/event-bus.port';
import { startGrpcServer, type GrpcServiceRegistration } from '../grpc/index';
import { monitorDependencies, type Dependency } from './dependency-monitor';
import { openCache, openDocumentStore, openEventBus } from './open-adapters';
import type { ServiceDependencies } from './service-dependencies';

export interface ServiceAdapters {
  documents?: DocumentStore;
  cache?: Cache;
  events?: EventBus;
  logger: Logger;
}

/** An adapter the service declared in its dependencies; missing means the wiring is wrong. */
export function requireAdapter<K extends 'documents' | 'cache' | 'events'>(adapters: ServiceAdapters, name: K) {
  const adapter = adapters[name];
  if (!adapter) throw new Error(`the service needs its ${name} adapter; declare it in SERVICE_DEPENDENCIES`);
  return adapter as NonNullable<ServiceAdapters[K]>;
}

export interface StartedService {
  services: GrpcServiceRegistration[];
  /** Background work of the service (outbox relay, pollers), stopped before its adapters close. */
  stop?: () => Promise<void>;
}

export interface ServiceProcessOptions {
  service: string;
  config: Config;
  defaultPort: number;
  uses: ServiceDependencies;
  /** Builds the service from its opened adapters: its gRPC implementations, and what to stop before the adapters close. */
  start?: (adapters: ServiceAdapters) => Promise<StartedService>;
  healthIntervalMs?: number;
}

/**
 * A service as its own process: opens the adapters it uses, serves gRPC with health
 * that follows those adapters, and shuts down gracefully on SIGTERM/SIGINT.
 */
export async function runServiceProcess(options: ServiceProcessOptions) {
  const { config, service } = options;
  const logger = createLogger({ service, level: config.LOG_LEVEL });
  const adapters: ServiceAdapters = { logger };
  const dependencies: Dependency[] = [];
  if (options.uses.documents) {
    const documents = (adapters.documents = await openDocumentStore(config, service));
    dependencies.push({ name: 'documents', ping: () => documents.ping() });
  }
  if (options.uses.cache) {
    const cache = (adapters.cache = await openCache(config));
    dependencies.push({ name: 'cache', ping: () => cache.ping() });
  }
  if (options.uses.events) {
    const events = (adapters.events = await openEventBus(config, logger));
    dependencies.push({ name: 'events', ping: () => events.ping() });
  }

  const started = (await options.start?.(adapters)) ?? { services: [] };
  const server = await startGrpcServer({
    port: config.GRPC_PORT ?? options.defaultPort,
    services: started.services,
    logger,
    serviceName: service,
  });
  const monitor = monitorDependencies(
    dependencies,
    (healthy, down) => {
      server.setHealth(healthy ? 'SERVING' : 'NOT_SERVING');
      logger[healthy ? 'info' : 'warn']({ down }, healthy ? 'dependencies back; serving' : 'not serving');
    },
    { intervalMs: options.healthIntervalMs ?? 5000, logger },
  );
  if (!(await monitor.checkNow())) server.setHealth('NOT_SERVING');

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    monitor.stop();
    await server.stop({ drainMs: config.NODE_ENV === 'production' ? 3000 : 0 });
    await started.stop?.().catch((error: unknown) => logger.warn({ err: error }, 'service did not stop cleanly'));
    await Promise.allSettled([adapters.events?.close(), adapters.cache?.close(), adapters.documents?.close()]);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  logger.info({ port: server.port, uses: options.uses }, `${service} service ready`);
  return { server, adapters, shutdown };
}
