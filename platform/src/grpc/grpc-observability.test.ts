import { SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import type { ServerUnaryCall, UntypedServiceImplementation, sendUnaryData } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithRequestContext } from '../logging/request-context';
import { shopMetrics } from '../observability/metrics';
import { REQUEST_ID_ATTRIBUTE, setupTracing, shopTracer, type Tracing } from '../observability/tracing';
import { createGrpcClient, unary } from './grpc-client';
import { startGrpcServer, type RunningGrpcServer } from './grpc-server';
import { OPEN_PROBE, ProbeClient, ProbeService, captureLogger, type ProbeReply, type ProbeRequest } from './grpc-test-kit';
import { createTestCallers } from './testing/test-callers';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
let running: RunningGrpcServer;
let client: ProbeClient;
beforeAll(async () => {
  tracing = await setupTracing({ serviceName: 'grpc-test', exporter });
  const implementation = {
    echo: (call: ServerUnaryCall<ProbeRequest, ProbeReply>, callback: sendUnaryData<ProbeReply>) => {
      // The handler runs inside the server span.
      callback(null, { text: trace.getActiveSpan()?.spanContext().traceId ?? 'none' });
    },
    getThing: async () => {
      throw Object.assign(new Error('No such thing'), { kind: 'not_found' });
    },
  };
  running = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [{ definition: ProbeService, implementation: implementation as unknown as UntypedServiceImplementation, access: OPEN_PROBE }],
    identity: (await createTestCallers()).identity('probe'),
    logger: captureLogger().logger,
    serviceName: 'probe',
  });
  client = createGrpcClient(ProbeClient, `127.0.0.1:${running.port}`, { deadlineMs: 2000 });
});
afterAll(async () => {
  client?.close();
  await running?.stop({ graceMs: 100 });
  await tracing?.shutdown();
});

const series = async (name: string, labels: Record<string, string>) => {
  const metric = await shopMetrics().registry.getSingleMetric(name)!.get();
  return metric.values.filter((value) => Object.entries(labels).every(([key, v]) => value.labels[key] === v)).reduce((sum, value) => sum + value.value, 0);
};

describe('gRPC observability', () => {
  it('carries the trace in the metadata: the server span is a child of the client span, both with the request id', async () => {
    exporter.reset();
    const root = shopTracer().startSpan('caller');
    const reply = await runWithRequestContext({ requestId: 'grpc-trace-1' }, () =>
      context.with(trace.setSpan(context.active(), root), () => unary(client, 'echo', { text: 'hi' })),
    );
    root.end();
    const traceId = root.spanContext().traceId;
    expect(reply.text).toBe(traceId);
    const spans = exporter.getFinishedSpans().filter((span) => span.name === 'test.v1.Probe/Echo');
    const clientSpan = spans.find((span) => span.kind === SpanKind.CLIENT)!;
    const serverSpan = spans.find((span) => span.kind === SpanKind.SERVER)!;
    expect(clientSpan.parentSpanContext?.spanId).toBe(root.spanContext().spanId);
    expect(serverSpan.parentSpanContext?.spanId).toBe(clientSpan.spanContext().spanId);
    expect(serverSpan.spanContext().traceId).toBe(traceId);
    expect(serverSpan.attributes).toMatchObject({ 'rpc.service': 'test.v1.Probe', 'rpc.method': 'Echo', 'rpc.grpc.status_code': 0, [REQUEST_ID_ATTRIBUTE]: 'grpc-trace-1' });
    expect(clientSpan.attributes[REQUEST_ID_ATTRIBUTE]).toBe('grpc-trace-1');
  });

  it('counts calls by service, method and status code on both sides, errors included', async () => {
    const ok = { grpc_service: 'test.v1.Probe', grpc_method: 'Echo', code: '0' };
    const notFound = { grpc_service: 'test.v1.Probe', grpc_method: 'GetThing', code: '5' };
    const before = [await series('shop_grpc_server_requests_total', ok), await series('shop_grpc_server_requests_total', notFound), await series('shop_grpc_client_requests_total', notFound)];
    await unary(client, 'echo', {});
    await expect(unary(client, 'getThing', {})).rejects.toThrow('No such thing');
    expect(await series('shop_grpc_server_requests_total', ok)).toBe(before[0]! + 1);
    expect(await series('shop_grpc_server_requests_total', notFound)).toBe(before[1]! + 1);
    expect(await series('shop_grpc_client_requests_total', notFound)).toBe(before[2]! + 1);
    expect(await series('shop_grpc_server_duration_seconds', notFound)).toBeGreaterThan(0);
  });
});
