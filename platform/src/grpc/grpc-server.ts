import {
  Server,
  type ServerCredentials,
  type ServerOptions,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { HealthImplementation, type ServingStatus } from 'grpc-health-check';
import type { Logger } from '../logging/logger';
import { GRPC_ACCESS_KINDS, admitCall, type CallerVerifiers, type GrpcAccess } from './grpc-caller';
import { instrumentImplementation, type CallAdmission } from './grpc-handler';
import { grpcProcessIdentity, type GrpcProcessIdentity } from './grpc-process';
import { serverCredentialsFor } from './grpc-tls';

/**
 * A generated definition (`CatalogService`) with its implementation (`CatalogServer`) and who
 * may call each of its methods (`{ getProduct: 'public', reserveStock: 'service', ... }`).
 */
export interface GrpcServiceRegistration {
  definition: ServiceDefinition;
  implementation: UntypedServiceImplementation;
  access: Readonly<Record<string, GrpcAccess>>;
}

export interface StartGrpcServerOptions {
  /** 0 binds an ephemeral port; the bound one is returned. */
  port: number;
  /** Defaults to 127.0.0.1; a container binds 0.0.0.0 (GRPC_HOST). */
  host?: string;
  services: GrpcServiceRegistration[];
  logger: Logger;
  /** For logs: `catalog`, `orders`... */
  serviceName: string;
  /**
   * How callers are verified (tokens) and how the server presents itself (TLS). Defaults to
   * the process's identity (configureGrpcProcess); a server without one does not start.
   */
  identity?: GrpcProcessIdentity;
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

/** The health service name a liveness probe asks for (`grpc: { service: liveness }` in Kubernetes). */
export const LIVENESS_HEALTH_NAME = 'liveness';

/** `/shop.catalog.v1.Catalog/ListProducts` → `shop.catalog.v1.Catalog`, the name health checks use. */
export function serviceNameOf(definition: ServiceDefinition): string {
  const first = Object.values(definition)[0];
  if (!first) throw new Error('A gRPC service definition needs at least one method');
  return first.path.slice(1, first.path.lastIndexOf('/'));
}

/** Every method of every service has a known rule, and no rule names a method that does not exist. */
export function accessTableProblems(services: readonly GrpcServiceRegistration[]): string[] {
  const problems: string[] = [];
  for (const { definition, access } of services) {
    const service = serviceNameOf(definition);
    const rules: Readonly<Record<string, unknown>> = access ?? {}; // a registration may come from untyped code
    const methods = Object.keys(definition);
    const missing = methods.filter((method) => !GRPC_ACCESS_KINDS.includes(rules[method] as GrpcAccess));
    const unknown = Object.keys(rules).filter((method) => !methods.includes(method));
    if (missing.length > 0) problems.push(`${service}: no valid access rule for ${missing.join(', ')}`);
    if (unknown.length > 0) problems.push(`${service}: access rules for unknown methods ${unknown.join(', ')}`);
  }
  return problems;
}

/**
 * Serves the given services with health, request ids, logging, error mapping, and caller
 * checks: each call's tokens are verified and its method's access rule applied before the
 * handler runs. Refuses to start without a complete access table or a way to verify callers.
 */
export async function startGrpcServer(options: StartGrpcServerOptions): Promise<RunningGrpcServer> {
  const { logger, serviceName } = options;
  const problems = accessTableProblems(options.services);
  if (problems.length > 0) throw new Error(`gRPC server ${serviceName} refuses to start: ${problems.join('; ')}`);
  const identity = options.identity ?? grpcProcessIdentity();
  if (!identity?.accessTokens) {
    throw new Error(
      `gRPC server ${serviceName} refuses to start: it cannot verify callers (configure the process identity with identity's keys)`,
    );
  }
  const verifiers: CallerVerifiers = { accessTokens: identity.accessTokens, serviceTokens: identity.serviceTokens };
  const server = new Server(options.serverOptions);
  const healthNames = options.services.map((service) => serviceNameOf(service.definition));
  const health = new HealthImplementation();
  // '' is the whole server, by convention of the health protocol.
  const setHealth = (status: ServingStatus) => {
    for (const name of ['', ...healthNames]) health.setStatus(name, status);
  };
  setHealth('NOT_SERVING');
  health.addToServer(server);
  for (const { definition, implementation, access } of options.services) {
    const admit: CallAdmission = (method, metadata) => admitCall(access[method]!, metadata, verifiers);
    server.addService(definition, instrumentImplementation(definition, implementation, logger, admit));
  }

  let port: number;
  try {
    port = await bind(server, hostPort(options.host ?? '127.0.0.1', options.port), serverCredentialsFor(identity.tls));
  } catch (error) {
    server.forceShutdown();
    throw error;
  }
  setHealth('SERVING');
  // Liveness says only that this process answers: never what its dependencies do.
  health.setStatus(LIVENESS_HEALTH_NAME, 'SERVING');
  logger.info({ server: serviceName, port, services: healthNames, tls: identity.tls !== undefined }, 'grpc server listening');

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

function bind(server: Server, address: string, credentials: ServerCredentials): Promise<number> {
  return new Promise((resolve, reject) => {
    server.bindAsync(address, credentials, (error, port) =>
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
