// A tiny OTLP/HTTP trace collector for tests: the shop's processes export to it with
// OTEL_EXPORTER_OTLP_ENDPOINT set to its url. @opentelemetry/exporter-trace-otlp-http posts
// JSON (`content-type: application/json`) to `/v1/traces`, trace and span ids as hex strings,
// uncompressed unless OTEL_EXPORTER_OTLP_COMPRESSION asks for gzip.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One received span, flattened. `kind` is the API's SpanKind (OTLP's value minus one). */
export interface CollectedSpan {
  /** The `service.name` of the process that exported it. */
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

export interface OtlpCollector {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Every span received so far, in arrival order. */
  spans: CollectedSpan[];
  close(): Promise<void>;
}

// The OTLP JSON shapes, as far as they are read here.
interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
  kvlistValue?: { values?: KeyValue[] };
  bytesValue?: string;
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  attributes?: KeyValue[];
}
interface ExportTraceServiceRequest {
  resourceSpans?: Array<{ resource?: { attributes?: KeyValue[] }; scopeSpans?: Array<{ spans?: OtlpSpan[] }> }>;
}

function valueOf(value: AnyValue | undefined): unknown {
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  // int64 may come as a string in OTLP JSON.
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  if (value.kvlistValue) return attributesOf(value.kvlistValue.values);
  return value.bytesValue;
}

function attributesOf(list: KeyValue[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));
}

/** The spans of one export request, each with its resource's service name. */
export function flattenSpans(request: ExportTraceServiceRequest): CollectedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) => {
    const service = String(attributesOf(resource?.attributes)['service.name'] ?? 'unknown');
    return (scopeSpans ?? []).flatMap(({ spans }) =>
      (spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        // A root span has none (or an empty string from some exporters).
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: (span.kind ?? 1) - 1,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** Starts the collector on a free loopback port. Anything but JSON on POST /v1/traces is refused. */
export function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.method !== 'POST' || req.url !== '/v1/traces') return answer(404, '{}');
    // Protobuf would be a different exporter (exporter-trace-otlp-proto): say so rather than guess.
    if (!String(req.headers['content-type']).startsWith('application/json')) return answer(415, '{"error":"JSON only"}');
    bodyOf(req)
      .then((body) => {
        spans.push(...flattenSpans(JSON.parse(body.toString('utf8')) as ExportTraceServiceRequest));
        answer(200, '{}');
      })
      .catch(() => answer(400, '{}'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        spans,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections(); // the exporters keep theirs alive
          }),
      });
    });
  });
}
