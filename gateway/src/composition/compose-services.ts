import type { IdentityApi } from '@shop/identity';
import { join } from 'node:path';
import { LocalFileStore, type Cache, type Config, type FileStore, type Logger } from '@shop/platform';
import type { ReadinessCheck } from '../readiness/readiness';
import type { RouteDefinition } from '../routes/route';
import type { AccessGuards } from '../routes/mount-routes';
import { inProcessIdentity, openServiceAdapters, sharedInfrastructure } from './in-process';
import { grpcHealthCheck, remoteIdentity } from './remote';
import { SERVICE_NAMES, grpcUrlOf, type ServiceName } from './service-names';
import { apiRoutes, authGuards, type ApiDeps } from './api-routes';

export interface Composition {
  readiness: ReadinessCheck[];
  apiRoutes: RouteDefinition[];
  guards: Required<AccessGuards>;
  cache: Cache;
  files: FileStore;
  identity: IdentityApi;
  close: () => Promise<void>;
}

/**
 * Puts each service where the configuration says: in this process, or behind gRPC.
 * Readiness names every service and every piece of infrastructure the gateway holds.
 */
export async function composeServices(
  config: Config,
  logger: Logger,
  options: Pick<ApiDeps, 'oauthOverrides'> = {},
): Promise<Composition> {
  const shared = sharedInfrastructure(config, logger);
  const readiness: ReadinessCheck[] = [];
  const closers: Array<() => Promise<void> | void> = [];
  const inProcess = new Map<ServiceName, Awaited<ReturnType<typeof openServiceAdapters>>>();

  for (const name of SERVICE_NAMES) {
    const url = grpcUrlOf(config, name);
    if (url) {
      readiness.push({ name, check: () => grpcHealthCheck(url) });
      continue;
    }
    const adapters = await openServiceAdapters(name, config, shared);
    inProcess.set(name, adapters);
    readiness.push({ name, check: adapters.ping });
    closers.push(adapters.close);
  }

  const identityUrl = grpcUrlOf(config, 'identity');
  let identity: IdentityApi;
  if (identityUrl) {
    const client = await remoteIdentity(identityUrl);
    closers.unshift(() => client.close());
    identity = client;
  } else {
    identity = await inProcessIdentity(config, logger, inProcess.get('identity')!);
  }

  // The gateway keeps the cache for itself (rate limits, response caching) in every topology.
  const cache = await shared.cache();
  readiness.push({ name: 'cache', check: () => cache.ping() });
  const opened = shared.opened();
  if (opened.events) {
    const events = await opened.events;
    readiness.push({ name: 'events', check: () => events.ping() });
    closers.push(() => events.close());
  }
  closers.push(() => cache.close());
  // Uploads live with the gateway that receives them (DATA_DIR/uploads).
  const files = new LocalFileStore(join(config.DATA_DIR, 'uploads'));
  readiness.push({ name: 'files', check: () => files.ping() });

  return {
    readiness,
    apiRoutes: apiRoutes({ config, logger, identity, cache, files, ...options }),
    guards: authGuards(identity),
    cache,
    files,
    identity,
    close: async () => {
      for (const close of closers) await Promise.resolve(close()).catch((error) => logger.warn({ err: error }, 'close failed'));
    },
  };
}
