import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig, MemoryCache, SqliteDocumentStore, type Logger } from '@shop/platform';
import { createIdentityService } from '@shop/identity';
import { identityGrpcService } from '@shop/identity/grpc-server';
import { grpcProcessIdentityFrom, startGrpcServer } from '@shop/platform/grpc';
import { createGatewayApp, gatewayListener } from '../app';
import { composeServices } from '../composition/compose-services';
import type { ApiDeps } from '../composition/api-routes';
import { apiClient } from './api-client';
import { listen } from './listen';

export interface TestShopOptions {
  env?: Record<string, string>;
  oauthOverrides?: ApiDeps['oauthOverrides'];
  /** Run identity as its own gRPC server, as the distributed topology does. */
  identityOverGrpc?: boolean;
  /** Where the shop logs; silent unless given. */
  logger?: Logger;
}

/**
 * The real gateway and services on a fresh DATA_DIR, served on a loopback port, for
 * API tests. With `identityOverGrpc` the gateway reaches identity through gRPC.
 */
export async function startTestShop(options: TestShopOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-'));
  const logger = options.logger ?? createLogger({ service: 'test', level: 'silent' });
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dataDir, { recursive: true, force: true })];
  // The demo catalogue is left out unless a test asks for it: most tests make their own products.
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_CATALOGUE: 'off', ...options.env };

  const cache = new MemoryCache();
  if (options.identityOverGrpc) {
    const documents = new SqliteDocumentStore({ directory: join(dataDir, 'identity-service') });
    const identity = await createIdentityService({
      documents,
      // Shared with the gateway, as Redis is between processes: sessions identity ends, the gateway refuses.
      cache,
      logger,
      settings: { demoAccounts: true, keyDirectory: join(dataDir, 'identity-service') },
    });
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [identityGrpcService(identity)],
      logger,
      serviceName: 'identity',
      // As its own process would: its own keys for users' tokens, the DATA_DIR secret for services'.
      identity: await grpcProcessIdentityFrom(loadConfig(env), { name: 'identity', jwks: () => identity.jwks() }),
    });
    env.IDENTITY_GRPC_URL = `127.0.0.1:${server.port}`;
    cleanups.unshift(() => server.stop(), () => documents.close());
  }

  const config = loadConfig(env);
  const composition = await composeServices(config, logger, { oauthOverrides: options.oauthOverrides, ...(options.identityOverGrpc ? { cache } : {}) });
  const app = createGatewayApp({
    logger,
    readiness: composition.readiness,
    apiRoutes: composition.apiRoutes,
    guards: composition.guards,
    files: composition.files,
    hotReads: composition.hotReads,
    trustedProxies: config.TRUSTED_PROXIES,
  });
  const server = await listen(gatewayListener(app, composition.hotReads));
  cleanups.unshift(() => server.close(), () => composition.close());

  const { api, login } = apiClient(server.url);

  return {
    url: server.url,
    composition,
    api,
    login,
    close: async () => {
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;

export const DEMO = {
  admin: { email: 'admin@devshop.rw', password: 'demo-admin' },
  shopper: { email: 'shopper@devshop.rw', password: 'demo-shopper' },
} as const;
