import { afterEach, describe, expect, it } from 'vitest';
import { identityPb } from '@shop/proto';
import { createAccessTokenVerifier } from '../auth/access-token-verifier';
import { startGrpcServer } from '../grpc/grpc-server';
import { captureLogger } from '../grpc/grpc-test-kit';
import { createTestCallers } from '../grpc/testing/test-callers';
import { identityKeysOverGrpc } from './identity-keys';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('identity keys over gRPC', () => {
  it("verifies a user's token with the keys identity publishes through GetJwks, asking only when first needed", async () => {
    const callers = await createTestCallers();
    let asked = 0;
    const everyMethodPublic = Object.fromEntries(Object.keys(identityPb.IdentityService).map((method) => [method, 'public' as const]));
    const identity = await startGrpcServer({
      port: 0,
      services: [
        {
          definition: identityPb.IdentityService,
          implementation: {
            getJwks: (_call: unknown, callback: (error: null, reply: identityPb.JwksReply) => void) => {
              asked += 1;
              callback(null, { keys: callers.jwks.keys.map((key) => key as unknown as identityPb.Jwk) });
            },
          },
          access: everyMethodPublic,
        },
      ],
      logger: captureLogger().logger,
      serviceName: 'identity',
      identity: callers.identity('identity'),
    });
    cleanups.push(() => identity.stop({ graceMs: 100 }));

    const keys = identityKeysOverGrpc({
      url: () => `127.0.0.1:${identity.port}`,
      identity: () => callers.identity('orders'),
      logger: captureLogger().logger,
    });
    cleanups.push(() => keys.close());
    const verify = createAccessTokenVerifier(keys.load);
    expect(asked).toBe(0);

    const token = await callers.userToken({ userId: '65a1b2c3d4e5f60718293a4b', role: 'ADMIN', email: 'admin@devshop.rw' });
    expect(await verify(token)).toMatchObject({ sub: '65a1b2c3d4e5f60718293a4b', role: 'ADMIN', email: 'admin@devshop.rw' });
    expect(await verify(await callers.forgedUserToken({ userId: '65a1b2c3d4e5f60718293a4b', role: 'ADMIN' }))).toBeNull();
    expect(asked).toBe(1);
  });
});
