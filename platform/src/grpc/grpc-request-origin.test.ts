import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentRequestOrigin, recordCallerToken, runWithRequestContext, type RequestContext } from '../logging/request-context';
import { createGrpcClient, unary } from './grpc-client';
import type { GrpcProcessIdentity } from './grpc-process';
import { startGrpcServer } from './grpc-server';
import { ProbeClient, ProbeService, captureLogger } from './grpc-test-kit';
import { createTestCallers, type TestCallers } from './testing/test-callers';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ADMIN = { userId: '65a1b2c3d4e5f60718293a4b', role: 'ADMIN', email: 'admin@devshop.rw' } as const;
const GATEWAY_REQUEST: RequestContext = { requestId: 'req-origin-1', origin: { requestId: 'req-origin-1', clientAddress: '198.51.100.9' } };

/** The request's origin (id and client address) as a service sees it: what its audit entries record. */
describe('the origin of a request, passed from service to service', () => {
  let callers: TestCallers;
  beforeAll(async () => {
    callers = await createTestCallers();
  });

  /** A service answering with the origin it believes, or calling `onward` and answering with both. */
  async function serve(identity: GrpcProcessIdentity, onward?: ReturnType<typeof client>) {
    const running = await startGrpcServer({
      port: 0,
      services: [
        {
          definition: ProbeService,
          implementation: {
            echo: async (_call: unknown, callback: (error: null, reply: { text: string }) => void) => {
              const here = currentRequestOrigin() ?? null;
              const next = onward ? JSON.parse((await unary(onward, 'echo', {})).text) : undefined;
              callback(null, { text: JSON.stringify(onward ? { here, next } : here) });
            },
          },
          access: { echo: 'user-or-service', getThing: 'public', putThing: 'public' },
        },
      ],
      logger: captureLogger().logger,
      serviceName: identity.name,
      identity,
    });
    cleanups.push(() => running.stop({ graceMs: 100 }));
    return `127.0.0.1:${running.port}`;
  }

  function client(url: string, identity?: GrpcProcessIdentity) {
    const created = createGrpcClient(ProbeClient, url, identity ? { identity } : {});
    cleanups.push(() => created.close());
    return created;
  }

  it('reaches every service the request crosses, from a caller holding a verified service token', async () => {
    const catalogUrl = await serve(callers.identity('catalog'));
    const ordersIdentity = callers.identity('orders');
    const ordersUrl = await serve(ordersIdentity, client(catalogUrl, ordersIdentity));
    const orders = client(ordersUrl, callers.identity('gateway'));
    const token = await callers.userToken(ADMIN);

    const reply = await runWithRequestContext({ ...GATEWAY_REQUEST }, () => {
      recordCallerToken(token);
      return unary(orders, 'echo', {});
    });

    const origin = { requestId: 'req-origin-1', clientAddress: '198.51.100.9' };
    expect(JSON.parse(reply.text)).toEqual({ here: origin, next: origin });
  });

  it('is not believed from a caller with a user token alone: it could name any address', async () => {
    const url = await serve(callers.identity('catalog'));
    const direct = client(url); // no service identity: the user's own program
    const token = await callers.userToken(ADMIN);

    const reply = await runWithRequestContext({ ...GATEWAY_REQUEST }, () => {
      recordCallerToken(token);
      return unary(direct, 'echo', {});
    });

    expect(JSON.parse(reply.text)).toBeNull();
  });

  it('keeps the request id but drops an address that is not one, even from a service', async () => {
    const url = await serve(callers.identity('catalog'));
    const gateway = client(url, callers.identity('gateway'));

    const reply = await runWithRequestContext({ requestId: 'req-origin-2', origin: { requestId: 'req-origin-2', clientAddress: '<script>' } }, () => unary(gateway, 'echo', {}));

    expect(JSON.parse(reply.text)).toEqual({ requestId: 'req-origin-2' });
  });
});
