import { afterEach, describe, expect, it } from 'vitest';
import type { UntypedServiceImplementation, sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { currentRequestId, runWithRequestContext } from '../logging/request-context';
import { createGrpcClient, unary } from './grpc-client';
import { GrpcCallError } from './grpc-errors';
import { checkHealth } from './grpc-health';
import { LIVENESS_HEALTH_NAME, startGrpcServer, type RunningGrpcServer } from './grpc-server';
import { Status } from './grpc-status';
import { OPEN_PROBE, ProbeClient, ProbeService, captureLogger, type ProbeReply, type ProbeRequest } from './grpc-test-kit';
import { createTestCallers } from './testing/test-callers';

type Call = ServerUnaryCall<ProbeRequest, ProbeReply>;
type Callback = sendUnaryData<ProbeReply>;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(implementation: Partial<Record<keyof typeof ProbeService, unknown>>) {
  const captured = captureLogger();
  const running: RunningGrpcServer = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [{ definition: ProbeService, implementation: implementation as UntypedServiceImplementation, access: OPEN_PROBE }],
    identity: (await createTestCallers()).identity('probe'),
    logger: captured.logger,
    serviceName: 'probe',
  });
  cleanups.push(() => running.stop({ graceMs: 100 }));
  const client = createGrpcClient(ProbeClient, `127.0.0.1:${running.port}`, { deadlineMs: 2000 });
  cleanups.push(() => client.close());
  return { running, client, lines: captured.lines, url: `127.0.0.1:${running.port}` };
}

async function failure(promise: Promise<unknown>): Promise<GrpcCallError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GrpcCallError);
  return error as GrpcCallError;
}

const echo = (call: Call, callback: Callback) =>
  callback(null, { text: call.request.text ?? '', requestId: currentRequestId() });

describe('startGrpcServer', () => {
  it('binds an ephemeral port and reports SERVING, then NOT_SERVING once stop begins', async () => {
    const { running, url } = await serve({ echo });
    expect(running.port).toBeGreaterThan(0);
    expect(running.healthNames).toEqual(['test.v1.Probe']);
    expect(await checkHealth(url)).toBe('SERVING');
    expect(await checkHealth(url, 'test.v1.Probe')).toBe('SERVING');
    expect(await checkHealth(url, 'no.such.Service')).toBe('UNKNOWN');

    const stopping = running.stop({ drainMs: 300 });
    expect(await checkHealth(url)).toBe('NOT_SERVING');
    expect(await checkHealth(url, 'test.v1.Probe')).toBe('NOT_SERVING');
    await stopping;

    const unreachable = await failure(checkHealth(url, '', { deadlineMs: 500 }));
    expect(unreachable.code).toBe(Status.UNAVAILABLE);
  });

  it('keeps liveness SERVING while readiness follows the dependencies', async () => {
    const { running, url } = await serve({ echo });
    running.setHealth('NOT_SERVING');
    expect(await checkHealth(url)).toBe('NOT_SERVING');
    expect(await checkHealth(url, LIVENESS_HEALTH_NAME)).toBe('SERVING');
    running.setHealth('SERVING');
    expect(await checkHealth(url)).toBe('SERVING');
  });

  it('runs each call in the request context whose id the client sent', async () => {
    const { client, lines } = await serve({ echo });
    const reply = await runWithRequestContext({ requestId: 'req-abc-123' }, () =>
      unary(client, 'echo', { text: 'hi' }),
    );
    expect(reply).toEqual({ text: 'hi', requestId: 'req-abc-123' });

    const log = lines.find((line) => line.msg === 'grpc call');
    expect(log).toMatchObject({
      requestId: 'req-abc-123',
      method: '/test.v1.Probe/Echo',
      code: 'OK',
      service: 'grpc-test',
    });
    expect(typeof log?.durationMs).toBe('number');
  });

  it('makes a new request id for each call that sends none, and logs the call under it', async () => {
    const { client, lines } = await serve({ echo });
    const first = await unary(client, 'echo', { text: 'one' });
    const second = await unary(client, 'echo', { text: 'two' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(first.requestId).toMatch(uuid);
    expect(second.requestId).toMatch(uuid);
    expect(second.requestId).not.toBe(first.requestId);
    // The handler and the call's log line share the id, so one search finds both.
    const logged = lines.filter((line) => line.msg === 'grpc call').map((line) => line.requestId);
    expect(logged).toEqual([first.requestId, second.requestId]);
  });

  it('sends an app error with its mapped status, message and field errors', async () => {
    const fieldErrors = [{ path: 'shippingAddress.phone', message: 'Phone number is required' }];
    const { client } = await serve({
      echo: () => {
        throw Object.assign(new Error('Validation failed'), { status: 400, errors: fieldErrors });
      },
    });
    const error = await failure(unary(client, 'echo', {}));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.status).toBe(400);
    expect(error.httpStatus).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.errors).toEqual(fieldErrors);
  });

  it('maps error kinds from async handlers and keeps HTTP statuses gRPC has no code for', async () => {
    const { client } = await serve({
      echo: async () => {
        throw Object.assign(new Error('Product not found'), { kind: 'not_found' });
      },
      getThing: (_call: Call, callback: Callback) =>
        callback(Object.assign(new Error('File size must be less than 5MB'), { status: 413 })),
      putThing: (_call: Call, callback: Callback) =>
        callback({ code: Status.FAILED_PRECONDITION, details: 'Only 2 left in stock' }),
    });
    const notFound = await failure(unary(client, 'echo', {}));
    expect([notFound.code, notFound.status, notFound.message]).toEqual([Status.NOT_FOUND, 404, 'Product not found']);

    const tooLarge = await failure(unary(client, 'getThing', {}));
    expect([tooLarge.code, tooLarge.status]).toEqual([Status.INVALID_ARGUMENT, 413]);

    const conflict = await failure(unary(client, 'putThing', {}));
    expect([conflict.code, conflict.status, conflict.message]).toEqual([
      Status.FAILED_PRECONDITION,
      409,
      'Only 2 left in stock',
    ]);
  });

  it('hides an unknown error behind INTERNAL and logs its details with the request id', async () => {
    const { client, lines } = await serve({
      echo: () => {
        throw new Error('connect ECONNREFUSED mongo:27017');
      },
    });
    const error = await failure(
      runWithRequestContext({ requestId: 'req-bug' }, () => unary(client, 'echo', {})),
    );
    expect([error.code, error.status, error.message]).toEqual([Status.INTERNAL, 500, 'Internal error']);

    const log = lines.find((line) => line.msg === 'grpc call failed');
    expect(log).toMatchObject({ level: 50, requestId: 'req-bug', code: 'INTERNAL' });
    expect(JSON.stringify(log)).toContain('ECONNREFUSED mongo:27017');
  });

  it('answers UNIMPLEMENTED for a method the implementation lacks', async () => {
    const { client } = await serve({ echo });
    const error = await failure(unary(client, 'putThing', {}));
    expect([error.code, error.status]).toEqual([Status.UNIMPLEMENTED, 501]);
  });
});
