import {
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  context,
  isSpanContextValid,
  propagation,
  trace,
  type Attributes,
  type Context,
  type Span,
  type SpanKind,
  type TextMapGetter,
  type Tracer,
} from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { currentRequestId } from '../logging/request-context';

/** The span attribute that ties a span to the request id of logs and headers. */
export const REQUEST_ID_ATTRIBUTE = 'shop.request_id';

export interface TracingSettings {
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans go to `<endpoint>/v1/traces` over OTLP/HTTP. */
  otlpEndpoint?: string;
  /** Tests: spans handed to this exporter as they end (e.g. an InMemorySpanExporter). */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Exports what is buffered and stops; idempotent. */
  shutdown(): Promise<void>;
  forceFlush(): Promise<void>;
}

let installed: Tracing | undefined;

/**
 * Sets up tracing for this process, once: an AsyncLocalStorage context, W3C trace context
 * propagation, the request id on every span, and the exporters asked for. Without an endpoint
 * or an exporter nothing is installed: the OpenTelemetry API stays a no-op that costs nothing.
 * The SDK is loaded only when it is used.
 */
export async function setupTracing(settings: TracingSettings): Promise<Tracing | undefined> {
  if (installed) return installed;
  if (!settings.otlpEndpoint && !settings.exporter) return undefined;
  const sdk = await import('@opentelemetry/sdk-trace-node');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const spanProcessors: SpanProcessor[] = [new RequestIdSpanProcessor()];
  if (settings.exporter) spanProcessors.push(new sdk.SimpleSpanProcessor(settings.exporter));
  if (settings.otlpEndpoint) {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    const url = `${settings.otlpEndpoint.replace(/\/+$/, '')}/v1/traces`;
    spanProcessors.push(new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url })));
  }
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors,
  });
  provider.register();
  let stopped: Promise<void> | undefined;
  installed = {
    forceFlush: () => provider.forceFlush(),
    shutdown: () => (stopped ??= provider.shutdown()),
  };
  return installed;
}

/** Puts the request id of the context a span starts in on the span. */
class RequestIdSpanProcessor implements SpanProcessor {
  onStart(span: Span): void {
    if ((span as unknown as ReadableSpan).attributes?.[REQUEST_ID_ATTRIBUTE] !== undefined) return; // set by who started it
    const requestId = currentRequestId();
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  }
  onEnd(_span: ReadableSpan): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

// A proxy: it delegates to the provider registered later.
const tracer = trace.getTracer('devshop');
/** What startSpan gives while tracing is off: no allocation, no context change. */
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

export function shopTracer(): Tracer {
  return tracer;
}

/**
 * Starts a span as a child of `parent` (default: the active context); returns it with its
 * context. While tracing is off (no setupTracing) it costs a branch.
 */
export function startSpan(name: string, kind: SpanKind, attributes: Attributes, parent: Context = context.active()): { span: Span; context: Context } {
  if (!installed) return { span: NO_SPAN, context: parent };
  const span = tracer.startSpan(name, { kind, attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** W3C trace context of `ctx` (default: the active one) as headers (`traceparent`, `tracestate`); empty when not traced. */
export function traceHeaders(ctx: Context = context.active()): { traceparent?: string; tracestate?: string } {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  const headers: { traceparent?: string; tracestate?: string } = {};
  if (carrier.traceparent) headers.traceparent = carrier.traceparent;
  if (carrier.tracestate) headers.tracestate = carrier.tracestate;
  return headers;
}

const recordGetter: TextMapGetter<Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    return undefined;
  },
};

/**
 * The context a `traceparent` (and `tracestate`) continue. Without one, a new trace: work that
 * arrives (a request, a message) does not belong to whatever context the process happened to be in.
 */
export function contextFromHeaders(headers: Record<string, unknown>): Context {
  if (headers.traceparent === undefined) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers, recordGetter);
}

/** trace_id and span_id of the active span, for log lines. */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const spanContext = span.spanContext();
  if (!isSpanContextValid(spanContext)) return undefined;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
