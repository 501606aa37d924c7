import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerUnaryCall, sendUnaryData } from '@grpc/grpc-js';
import { currentCallerToken, recordCallerToken, runWithRequestContext } from '../logging/request-context';
import { currentCaller } from './grpc-caller';
import { createGrpcClient, unary } from './grpc-client';
import type { GrpcProcessIdentity } from './grpc-process';
import { startGrpcServer } from './grpc-server';
import { ProbeClient, ProbeService, captureLogger, type ProbeReply, type ProbeRequest } from './grpc-test-kit';
import { createTestCallers, type TestCallers } from './testing/test-callers';

type Handler = (call: ServerUnaryCall<ProbeRequest, ProbeReply>, callback: sendUnaryData<ProbeReply>) => unknown;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SHOPPER = { userId: '65a1b2c3d4e5f60718293a4b', role: 'USER', email: 'shopper@devshop.rw' } as const;

/** What a process saw of a call: who the caller proved to be, and the token it would pass on. */
const seen = () => ({ ...currentCaller(), callerToken: currentCallerToken() });

describe('a user crossing two services', () => {
  let callers: TestCallers;
  beforeAll(async () => {
    callers = await createTestCallers();
  });

  async function serve(identity: GrpcProcessIdentity, echo: Handler, echoAccess: 'public' | 'user-or-service') {
    const running = await startGrpcServer({
      port: 0,
      services: [{ definition: ProbeService, implementation: { echo }, access: { echo: echoAccess, getThing: 'public', putThing: 'public' } }],
      logger: captureLogger().logger,
      serviceName: identity.name,
      identity,
    });
    cleanups.push(() => running.stop({ graceMs: 100 }));
    return `127.0.0.1:${running.port}`;
  }

  function client(url: string, identity: GrpcProcessIdentity) {
    const created = createGrpcClient(ProbeClient, url, { identity });
    cleanups.push(() => created.close());
    return created;
  }

  /** gateway → orders → catalog, as the distributed shop runs them. */
  async function chain() {
    const catalogUrl = await serve(callers.identity('catalog'), (_call, callback) => callback(null, { text: JSON.stringify(seen()) }), 'user-or-service');
    const ordersIdentity = callers.identity('orders');
    const catalog = client(catalogUrl, ordersIdentity);
    const ordersUrl = await serve(
      ordersIdentity,
      async (_call, callback) => {
        const onward = await unary(catalog, 'echo', {});
        callback(null, { text: JSON.stringify({ orders: seen(), catalog: JSON.parse(onward.text) }) });
      },
      'public',
    );
    return client(ordersUrl, callers.identity('gateway'));
  }

  it("carries the user's token on the onward call, and each hop adds its own service token", async () => {
    const orders = await chain();
    const token = await callers.userToken(SHOPPER);
    // The gateway's auth guard records the token it verified in the request context.
    const reply = await runWithRequestContext({ requestId: 'req-forward' }, async () => {
      recordCallerToken(token);
      return unary(orders, 'echo', {});
    });
    const user = { userId: SHOPPER.userId, role: 'USER', email: SHOPPER.email };
    expect(JSON.parse(reply.text)).toEqual({
      orders: { user, service: 'gateway', callerToken: token },
      catalog: { user, service: 'orders', callerToken: token },
    });
  });

  it('lets an anonymous request reach the next service as the calling service only', async () => {
    const orders = await chain();
    const reply = await runWithRequestContext({ requestId: 'req-anonymous' }, () => unary(orders, 'echo', {}));
    expect(JSON.parse(reply.text)).toEqual({ orders: { service: 'gateway' }, catalog: { service: 'orders' } });
  });

  it('keeps a user token to the request it belongs to', async () => {
    const orders = await chain();
    await runWithRequestContext({ requestId: 'req-one', callerToken: await callers.userToken(SHOPPER) }, async () => {
      await unary(orders, 'echo', {});
    });
    const reply = await runWithRequestContext({ requestId: 'req-two' }, () => unary(orders, 'echo', {}));
    expect(JSON.parse(reply.text).catalog).toEqual({ service: 'orders' });
  });
});
