// Test support for the contract of a port a service keeps over identity: the suite runs on
// identity in this process, and again through identity's real gRPC server, where each call
// carries the calling process's service token and the signed-in user's access token. The test
// passes identity's factory, gRPC service and client in: platform never imports a service.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '@shop/contracts';
import type { Cache } from '../cache/cache.port';
import { MemoryCache } from '../cache/memory/memory-cache';
import type { DocumentStore } from '../documents/document-store.port';
import { SqliteDocumentStore } from '../documents/sqlite/sqlite-document-store';
import type { GrpcProcessIdentity } from '../grpc/grpc-process';
import type { GrpcServiceRegistration } from '../grpc/grpc-server';
import { createLogger, type Logger } from '../logging/logger';
import { serveOverGrpc } from './serve-over-grpc';

/** What the helper uses of identity's API: sign-ups. */
export interface SigningUp {
  register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<{ user: User }>;
}

/** The parts of @shop/identity (its root, /grpc-server and /grpc-client entries) identity is started with. */
export interface IdentityParts<Api extends SigningUp> {
  createIdentityService(deps: {
    documents: DocumentStore;
    cache: Cache;
    logger: Logger;
    settings: { demoAccounts: boolean; keyDirectory: string; passwordHashCost?: number };
  }): Promise<Api>;
  identityGrpcService(api: Api): GrpcServiceRegistration;
  GrpcIdentityApi: new (url: string, options: { identity: GrpcProcessIdentity }) => Api & { close(): void };
}

/** Identity started for one test, one of the two ways. */
export interface IdentityForTest<Api> {
  /** Identity in this process, where a test arranges accounts (a change of profile). */
  service: Api;
  /** Identity as the port under test reaches it: the service itself, or a gRPC client of its server. */
  reached: Api;
  /** Signs a shopper up (e-mail `<first name>@example.rw`); `asThem` runs a lookup on their behalf. */
  signUp(firstName: string, lastName: string): Promise<{ user: User; asThem<T>(work: () => Promise<T>): Promise<T> }>;
  close(): Promise<void>;
}

type AsUser = <T>(userId: string, work: () => Promise<T>) => Promise<T>;

const logger = createLogger({ service: 'identity-test', level: 'silent' });

async function startIdentity<Api extends SigningUp>(parts: IdentityParts<Api>) {
  const keyDirectory = await mkdtemp(join(tmpdir(), 'identity-keys-'));
  const documents = new SqliteDocumentStore({});
  // A low password hashing cost keeps sign-ups fast; production uses 2^15.
  const api = await parts.createIdentityService({ documents, cache: new MemoryCache(), logger, settings: { demoAccounts: false, keyDirectory, passwordHashCost: 2 ** 10 } });
  return {
    api,
    close: async () => {
      await documents.close();
      await rm(keyDirectory, { recursive: true, force: true });
    },
  };
}

function forTest<Api extends SigningUp>(service: Api, reached: Api, asUser: AsUser, close: () => Promise<void>): IdentityForTest<Api> {
  return {
    service,
    reached,
    signUp: async (firstName, lastName) => {
      const { user } = await service.register({ email: `${firstName.toLowerCase()}@example.rw`, password: 'long-enough-1', firstName, lastName });
      return { user, asThem: (work) => asUser(user.id, work) };
    },
    close,
  };
}

/**
 * The two ways `caller` reaches identity, as `[way, start]` rows for `describe.each`; each
 * `start` starts a fresh identity. Over gRPC, the client presents `caller`'s service token.
 */
export function identityBothWays<Api extends SigningUp>(caller: string, parts: IdentityParts<Api>): Array<[string, () => Promise<IdentityForTest<Api>>]> {
  return [
    [
      'in process',
      async () => {
        const identity = await startIdentity(parts);
        return forTest(identity.api, identity.api, (_userId, work) => work(), identity.close);
      },
    ],
    [
      'over gRPC',
      async () => {
        const identity = await startIdentity(parts);
        const served = await serveOverGrpc(identity.api, {
          service: 'identity',
          caller,
          grpcService: parts.identityGrpcService,
          connect: (address, processIdentity) => new parts.GrpcIdentityApi(address, { identity: processIdentity }),
          logger,
        });
        const close = async () => {
          await served.close();
          await identity.close();
        };
        return forTest(identity.api, served.client, (userId, work) => served.asUser({ userId }, work), close);
      },
    ],
  ];
}
