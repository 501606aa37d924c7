import {
  Server,
  ServerCredentials,
  type ServerOptions,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { HealthImplementation, type ServingStatus } from 'grpc-health-check';
import type { Logger } from '../logging/logger';
import { instrumentImplementation } from './grpc-handler';

/** A generated definition (`CatalogService`) with its implementation (`CatalogServer`). */
export interface GrpcServiceRegistration {
  definition: ServiceDefinition;
  implementation: UntypedServiceImplementation;
}

export interface StartGrpcServerOptions {
  /** 0 binds an ephemeral port; the bound one is returned. */
  port: number;
  /** Defaults to 0.0.0.0 (all interfaces, as a container needs). */
  host?: string;
  services: GrpcServiceRegistration[];
  logger: Logger;
  /** For logs: `catalog`, `orders`... */
  serviceName: string;
  serverOptions?: ServerOptions;
}

export interface StopGrpcServerOptions {
  /** Time between reporting NOT_SERVING and closing, for load balancers to notice. Default 0. */
  drainMs?: number;
  /** How long in-flight calls may finish before they are cut. Default 5000. */
  graceMs?: number;
}

export interface RunningGrpcServer {
  port: number;
  server: Server;
  /** Fully qualified names reported by the health service (`shop.catalog.v1.Catalog`). */
  healthNames: string[];
  /** Lets a service report a lost dependency (its store) to health checks, and recover. */
  setHealth(status: 'SERVING' | 'NOT_SERVING'): void;
  /** NOT_SERVING, optional drain, graceful shutdown, then forced after `graceMs`. Idempotent. */
  stop(options?: StopGrpcServerOptions): Promise<void>;
}

/** `/shop.catalog.v1.Catalog/ListProducts` → `shop.catalog.v1.Catalog`, the name health checks use. */
export function serviceNameOf(definition: ServiceDefinition): string {
  const first = Object.values(definition)[0];
  if (!first) throw new Error('A gRPC service definition needs at least one method');
  return first.path.slice(1, first.path.lastIndexOf('/'));
}

export async function startGrpcServer(options: StartGrpcServerOptions): Promise<RunningGrpcServer> {
  const { logger, serviceName } = options;
  const server = new Server(options.serverOptions);
  const healthNames = options.services.map((service) => serviceNameOf(service.definition));
  const health = new HealthImplementation();
  // '' is the whole server, by convention of the health protocol.
  const setHealth = (status: ServingStatus) => {
    for (const name of ['', ...healthNames]) health.setStatus(name, status);
  };
  setHealth('NOT_SERVING');
  health.addToServer(server);
  for (const { definition, implementation } of options.services) {
    server.addService(definition, instrumentImplementation(definition, implementation, logger));
  }

  let port: number;
  try {
    port = await bind(server, hostPort(options.host ?? '0.0.0.0', options.port));
  } catch (error) {
    server.forceShutdown();
    throw error;
  }
  setHealth('SERVING');
  logger.info({ server: serviceName, port, services: healthNames }, 'grpc server listening');

  let stopping: Promise<void> | undefined;
  const stop = (stopOptions: StopGrpcServerOptions = {}) => {
    stopping ??= (async () => {
      setHealth('NOT_SERVING');
      const { drainMs = 0, graceMs = 5000 } = stopOptions;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await shutdown(server, graceMs, logger);
      logger.info({ server: serviceName }, 'grpc server stopped');
    })();
    return stopping;
  };
  const report = (status: ServingStatus) => {
    if (!stopping) setHealth(status); // once stopping, NOT_SERVING stays
  };
  return { port, server, healthNames, setHealth: report, stop };
}

function hostPort(host: string, port: number): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]:${port}` : `${host}:${port}`;
}

function bind(server: Server, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, port) =>
      error ? reject(error) : resolve(port),
    );
  });
}

function shutdown(server: Server, graceMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn({ graceMs }, 'grpc calls still running after the grace period; forcing shutdown');
      server.forceShutdown();
      resolve();
    }, graceMs);
    server.tryShutdown(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
