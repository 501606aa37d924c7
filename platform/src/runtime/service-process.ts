import type { JSONWebKeySet } from 'jose';
import type { Config } from '../config/config.schema';
import { createLogger, type Logger } from '../logging/logger';
import { limitHeapGrowth } from './heap-growth';
import type { DocumentStore } from '../documents/document-store.port';
import type { Cache } from '../cache/cache.port';
import type { EventBus } from '../events/event-bus.port';
import {
  configureGrpcProcess,
  grpcProcessIdentity,
  grpcProcessIdentityFrom,
  startGrpcServer,
  type GrpcServiceRegistration,
} from '../grpc/index';
import { sessionRevocationsOn } from '../auth/session-revocations';
import { monitorDependencies, type Dependency, type DependencyState } from './dependency-monitor';
import { outboxCollection } from '../events/outbox/outbox-entry';
import { identityKeysOverGrpc } from './identity-keys';
import { startObservabilityOrExit } from '../observability/start-observability';
import { openCache, openDocumentStore, openEventBus } from './open-adapters';
import { keepDataDirPrivate } from '../files/private-files';
import type { ServiceDependencies } from './service-dependencies';
import { peerGrpcUrl, SERVICE_GRPC_PORTS, type ServiceName } from './service-addresses';

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
  /**
   * The keys that sign access tokens, for the service that holds them (identity): it verifies
   * its callers with its own keys. Every other service asks identity (IDENTITY_GRPC_URL).
   */
  jwks?: () => Promise<JSONWebKeySet>;
}

export interface ServiceProcessOptions {
  /** Also names its default gRPC port (service-addresses.ts). */
  service: ServiceName;
  config: Config;
  uses: ServiceDependencies;
  /** Builds the service from its opened adapters: its gRPC implementations, and what to stop before the adapters close. */
  start?: (adapters: ServiceAdapters) => Promise<StartedService>;
  healthIntervalMs?: number;
}

/**
 * A service as its own process: sets up how it proves itself to other services and checks
 * who calls it (service tokens, identity's keys, mutual TLS when configured), opens the
 * adapters it uses, serves gRPC on GRPC_HOST with health that follows those adapters, and
 * shuts down gracefully on SIGTERM/SIGINT.
 */
export async function runServiceProcess(options: ServiceProcessOptions) {
  const { config, service } = options;
  limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
  const logger = createLogger({ service, level: config.LOG_LEVEL });
  // Metrics on METRICS_PORT beside gRPC (same host), traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const observability = await startObservabilityOrExit({ service, logger, config });
  // Before anything is kept there (the service-token secret, the store): this user's alone.
  await keepDataDirPrivate(config.DATA_DIR, logger);
  const adapters: ServiceAdapters = { logger };
  const dependencies: Dependency[] = [];
  // The cache also holds the sessions signed out at the gateway or ended by identity: with Redis,
  // every service refuses their tokens at once; without, only the process that ended them does.
  if (options.uses.cache) {
    const cache = (adapters.cache = await openCache(config));
    dependencies.push({ name: 'cache', ping: () => cache.ping() });
  }
  if (!config.REDIS_URL) logger.warn('REDIS_URL is not set: sessions signed out or blocked elsewhere keep working here until their access tokens expire');

  // Keys are first needed by the first call with a user's token, once the service has started
  // (and, for identity, handed over its own keys).
  const ownKeys: Pick<StartedService, 'jwks'> = {};
  const identityKeys = identityKeysOverGrpc({
    url: () => peerGrpcUrl(config, 'identity', logger),
    identity: grpcProcessIdentity,
    logger,
  });
  const identity = await grpcProcessIdentityFrom(config, {
    name: service,
    jwks: () => (ownKeys.jwks ?? identityKeys.load)(),
    ...(adapters.cache ? { revocations: sessionRevocationsOn(adapters.cache) } : {}),
  });
  configureGrpcProcess(identity);

  if (options.uses.documents) {
    const documents = (adapters.documents = await openDocumentStore(config, service, logger));
    dependencies.push({ name: 'documents', ping: () => documents.ping() });
  }
  if (options.uses.events) {
    const events = (adapters.events = await openEventBus(config, logger, { services: [service] }));
    // A broker outage is weathered: events wait in the outbox, consumers resume when it is back.
    dependencies.push({ name: 'events', ping: () => events.ping(), critical: false });
  }

  const started = (await options.start?.(adapters)) ?? { services: [] };
  ownKeys.jwks = started.jwks;
  const server = await startGrpcServer({
    port: config.GRPC_PORT ?? SERVICE_GRPC_PORTS[service],
    host: config.GRPC_HOST,
    services: started.services,
    logger,
    serviceName: service,
    identity,
  });
  const monitor = monitorDependencies(
    dependencies,
    (state) => {
      server.setHealth(state.healthy ? 'SERVING' : 'NOT_SERVING');
      void reportState(state, adapters.documents, logger);
    },
    { intervalMs: options.healthIntervalMs ?? 5000, logger },
  );
  if (!(await monitor.checkNow()).healthy) server.setHealth('NOT_SERVING');

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    monitor.stop();
    await server.stop({ drainMs: config.NODE_ENV === 'production' ? 3000 : 0 });
    await started.stop?.().catch((error: unknown) => logger.warn({ err: error }, 'service did not stop cleanly'));
    identityKeys.close();
    await Promise.allSettled([adapters.events?.close(), adapters.cache?.close(), adapters.documents?.close()]);
    await observability.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  logger.info({ host: config.GRPC_HOST, port: server.port, uses: options.uses }, `${service} service ready`);
  return { server, adapters, shutdown, observability };
}

/** Logs a change of the dependencies' state; a degraded one with the outbox backlog it builds up. */
async function reportState({ healthy, down, degraded }: DependencyState, documents: DocumentStore | undefined, logger: Logger): Promise<void> {
  if (!healthy) return void logger.warn({ down, degraded }, 'not serving');
  if (degraded.length === 0) return void logger.info('dependencies answer; serving');
  const outboxBacklog = documents ? await outboxBacklogOf(documents).catch(() => undefined) : undefined;
  logger.warn({ degraded, outboxBacklog }, 'serving, degraded');
}

async function outboxBacklogOf(documents: DocumentStore): Promise<number> {
  return (await outboxCollection(documents)).count({ status: { $in: ['pending', 'publishing'] } });
}
