import { afterEach, describe, expect, it } from 'vitest';
import type { ServerUnaryCall, UntypedServiceImplementation, sendUnaryData } from '@grpc/grpc-js';
import { REQUEST_ID_HEADER, runWithRequestContext } from '../logging/request-context';
import { createGrpcClient, grpcTarget, unary, type GrpcClientOptions } from './grpc-client';
import { GrpcCallError } from './grpc-errors';
import { startGrpcServer } from './grpc-server';
import { Status } from './grpc-status';
import { OPEN_PROBE, ProbeClient, ProbeService, captureLogger, type ProbeReply, type ProbeRequest } from './grpc-test-kit';
import { createTestCallers } from './testing/test-callers';

type Call = ServerUnaryCall<ProbeRequest, ProbeReply>;
type Callback = sendUnaryData<ProbeReply>;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server whose GetThing and PutThing fail with UNAVAILABLE for the first `failures` calls. */
async function flakyServer(failures: number) {
  const calls = { getThing: 0, putThing: 0, requestIds: [] as string[] };
  const flaky = (name: 'getThing' | 'putThing') => (call: Call, callback: Callback) => {
    calls[name] += 1;
    calls.requestIds.push(String(call.metadata.get(REQUEST_ID_HEADER)[0]));
    if (calls[name] <= failures) callback({ code: Status.UNAVAILABLE, details: 'warming up' });
    else callback(null, { text: `${name} ok` });
  };
  return { calls, ...(await serve({ getThing: flaky('getThing'), putThing: flaky('putThing') })) };
}

async function serve(implementation: UntypedServiceImplementation) {
  const running = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [{ definition: ProbeService, implementation, access: OPEN_PROBE }],
    identity: (await createTestCallers()).identity('probe'),
    logger: captureLogger().logger,
    serviceName: 'probe',
  });
  cleanups.push(() => running.stop({ graceMs: 100 }));
  return { running, url: `grpc://127.0.0.1:${running.port}` };
}

function client(url: string, options: GrpcClientOptions) {
  const created = createGrpcClient(ProbeClient, url, { backoffMs: 5, ...options });
  cleanups.push(() => created.close());
  return created;
}

async function failure(promise: Promise<unknown>): Promise<GrpcCallError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GrpcCallError);
  return error as GrpcCallError;
}

/** Answers after `ms`, long after a short deadline; the timer is cleared at the end. */
function slowHandler(ms: number, counter: { calls: number }) {
  return (_call: Call, callback: Callback) => {
    counter.calls += 1;
    const timer = setTimeout(() => callback(null, { text: 'late' }), ms);
    cleanups.push(() => clearTimeout(timer));
  };
}

describe('createGrpcClient', () => {
  it('retries an idempotent method on UNAVAILABLE until it succeeds, keeping the request id', async () => {
    const { calls, url } = await flakyServer(2);
    const probe = client(url, { idempotent: ['GetThing'], retries: 2 });
    const reply = await runWithRequestContext({ requestId: 'req-retry' }, () => unary(probe, 'getThing', {}));
    expect(reply.text).toBe('getThing ok');
    expect(calls.getThing).toBe(3);
    expect(calls.requestIds).toEqual(['req-retry', 'req-retry', 'req-retry']);
  });

  it('never retries a method not declared idempotent', async () => {
    const { calls, url } = await flakyServer(2);
    const probe = client(url, { idempotent: ['GetThing'], retries: 2 });
    const error = await failure(unary(probe, 'putThing', {}));
    expect([error.code, error.status]).toEqual([Status.UNAVAILABLE, 503]);
    expect(calls.putThing).toBe(1);
  });

  it('gives up after the configured retries', async () => {
    const { calls, url } = await flakyServer(10);
    const probe = client(url, { idempotent: true, retries: 2 });
    const error = await failure(unary(probe, 'getThing', {}));
    expect(error.code).toBe(Status.UNAVAILABLE);
    expect(error.message).toBe('warming up'); // our server marked it: the message is its own
    expect(calls.getThing).toBe(3);
  });

  it('surfaces a missed deadline as DEADLINE_EXCEEDED (504), retried only when idempotent', async () => {
    const counter = { calls: 0 };
    const { url } = await serve({ getThing: slowHandler(1000, counter), putThing: slowHandler(1000, counter) });
    const probe = client(url, { deadlineMs: 50, idempotent: ['getThing'], retries: 1 });

    const once = await failure(unary(probe, 'putThing', {}));
    expect([once.code, once.status]).toEqual([Status.DEADLINE_EXCEEDED, 504]);
    expect(once.message).toBe('Service did not answer in time');
    expect(counter.calls).toBe(1);

    const retried = await failure(unary(probe, 'getThing', {}));
    expect(retried.code).toBe(Status.DEADLINE_EXCEEDED);
    expect(counter.calls).toBe(3);
  });

  it('lets one call set its own overall deadline', async () => {
    const counter = { calls: 0 };
    const { url } = await serve({ putThing: slowHandler(1000, counter) });
    const probe = client(url, { deadlineMs: 5000 });
    const started = Date.now();
    const error = await failure(unary(probe, 'putThing', {}, { deadlineMs: 50 }));
    expect(error.code).toBe(Status.DEADLINE_EXCEEDED);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reports an unreachable service as UNAVAILABLE without transport details', async () => {
    const { running, url } = await serve({});
    await running.stop({ graceMs: 100 });
    const probe = client(url, { deadlineMs: 1000 });
    const error = await failure(unary(probe, 'putThing', {}));
    expect([error.code, error.status, error.message]).toEqual([Status.UNAVAILABLE, 503, 'Service unavailable']);
    expect(error.details).toBeTruthy();
  });

  it('cancels a call when its signal aborts', async () => {
    const counter = { calls: 0 };
    const { url } = await serve({ putThing: slowHandler(1000, counter) });
    const probe = client(url, {});
    const controller = new AbortController();
    const pending = unary(probe, 'putThing', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect([error.code, error.status]).toEqual([Status.CANCELLED, 499]);
  });
});

describe('grpcTarget', () => {
  it('accepts host:port and grpc:// or http:// URLs', () => {
    expect(grpcTarget('catalog:50051')).toBe('catalog:50051');
    expect(grpcTarget('grpc://catalog:50051')).toBe('catalog:50051');
    expect(grpcTarget('http://orders.shop.svc:50052/')).toBe('orders.shop.svc:50052');
    expect(grpcTarget('dns:///catalog:50051')).toBe('dns:///catalog:50051');
  });
});
