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

export interface ServiceProcessOptions {
  service: string;
  config: Config;
  defaultPort: number;
  uses: ServiceDependencies;
  /** Builds the service's gRPC implementations from its opened adapters. */
  grpcServices?: (adapters: ServiceAdapters) => GrpcServiceRegistration[] | Promise<GrpcServiceRegistration[]>;
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

  const server = await startGrpcServer({
    port: config.GRPC_PORT ?? options.defaultPort,
    services: (await options.grpcServices?.(adapters)) ?? [],
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
    await Promise.allSettled([adapters.events?.close(), adapters.cache?.close(), adapters.documents?.close()]);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  logger.info({ port: server.port, uses: options.uses }, `${service} service ready`);
  return { server, adapters, shutdown };
}
