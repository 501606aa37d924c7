import { SpanKind, SpanStatusCode, type Context } from '@opentelemetry/api';
import { shopMetrics } from './metrics';
import { REQUEST_ID_ATTRIBUTE, contextFromHeaders, startSpan } from './tracing';

/** gRPC codes a server reports as its own fault (OpenTelemetry's RPC conventions). */
const SERVER_FAULTS = new Set([2, 4, 12, 13, 14, 15]);

/** `/shop.catalog.v1.Catalog/ReserveStock` → service and method. */
export function grpcMethodOf(path: string): { service: string; method: string } {
  const slash = path.lastIndexOf('/');
  return { service: path.slice(1, slash) || 'unknown', method: path.slice(slash + 1) || 'unknown' };
}

export interface CallObservation {
  /** The context the call runs in: its span is the parent of what it does. */
  context: Context;
  /** Records the call's status code and duration and ends its span; once. */
  end(code: number, details?: string): void;
}

/** Strings of a gRPC metadata value (a binary header is none of ours). */
export type MetadataValues = (key: string) => unknown;

/**
 * A call being served: a server span continuing the caller's trace (traceparent in the
 * metadata), and the served counter and histogram by service, method and code.
 */
export function observeServerCall(path: string, metadata: MetadataValues, requestId: string): CallObservation {
  const { service, method } = grpcMethodOf(path);
  const parent = contextFromHeaders(pick(metadata));
  const started = startSpan(path.slice(1), SpanKind.SERVER, {
    'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': method, [REQUEST_ID_ATTRIBUTE]: requestId,
  }, parent);
  const metrics = shopMetrics();
  return observation(started, { grpc_service: service, grpc_method: method }, metrics.grpcServerRequests, metrics.grpcServerDuration, (code) => SERVER_FAULTS.has(code));
}

/** A call being made: a client span (child of the active context) and the client counter and histogram. */
export function observeClientCall(path: string, parent: Context): CallObservation {
  const { service, method } = grpcMethodOf(path);
  const started = startSpan(path.slice(1), SpanKind.CLIENT, { 'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': method }, parent);
  const metrics = shopMetrics();
  return observation(started, { grpc_service: service, grpc_method: method }, metrics.grpcClientRequests, metrics.grpcClientDuration, (code) => code !== 0);
}

type CallLabels = { grpc_service: string; grpc_method: string };

/** Ends the call's span once, counting it and its duration under its status code. */
function observation(
  { span, context }: ReturnType<typeof startSpan>,
  labels: CallLabels,
  requests: { inc(labels: CallLabels & { code: string }): void },
  duration: { observe(labels: CallLabels & { code: string }, seconds: number): void },
  isError: (code: number) => boolean,
): CallObservation {
  const startedAt = performance.now();
  let ended = false;
  return {
    context,
    end(code, details) {
      if (ended) return;
      ended = true;
      const labelled = { ...labels, code: String(code) };
      requests.inc(labelled);
      duration.observe(labelled, (performance.now() - startedAt) / 1000);
      span.setAttribute('rpc.grpc.status_code', code);
      if (isError(code)) span.setStatus({ code: SpanStatusCode.ERROR, message: details });
      span.end();
    },
  };
}

function pick(metadata: MetadataValues): Record<string, unknown> {
  const carrier: Record<string, unknown> = {};
  const traceparent = metadata('traceparent');
  if (typeof traceparent === 'string') carrier.traceparent = traceparent;
  const tracestate = metadata('tracestate');
  if (typeof tracestate === 'string') carrier.tracestate = tracestate;
  return carrier;
}
