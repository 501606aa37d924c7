import type { IncomingMessage, ServerResponse } from 'node:http';
import { SpanKind, SpanStatusCode, context } from '@opentelemetry/api';
import { shopMetrics } from './metrics';
import { contextFromHeaders, startSpan } from './tracing';

/** The label of a request no route took (static files, the SPA, 404s): never its raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const ROUTE = Symbol('shop.route');
const TEMPLATE = Symbol('shop.routeTemplate');

/** What the router sets on a request it routes (Express: `req.route.path` under `req.baseUrl`). */
interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
  [ROUTE]?: RoutedRequest['route'];
  [TEMPLATE]?: string;
}

const patched = new WeakSet<object>();

/**
 * Captures the route template when the router picks the route (`req.route = ...`), while
 * `req.baseUrl` is still the mount path: a router that passes an error on resets it before the
 * error is answered. An accessor on the request prototype (the app's own), defined once: cheaper
 * than one per request.
 */
function captureTemplates(req: RoutedRequest): void {
  const proto = Object.getPrototypeOf(req) as object | null;
  if (!proto || patched.has(proto)) return;
  patched.add(proto);
  Object.defineProperty(proto, 'route', {
    configurable: true,
    enumerable: true,
    get(this: RoutedRequest) {
      return this[ROUTE];
    },
    set(this: RoutedRequest, value: RoutedRequest['route']) {
      this[ROUTE] = value;
      if (typeof value?.path === 'string') this[TEMPLATE] = `${this.baseUrl ?? ''}${value.path}` || '/';
    },
  });
}

interface Series {
  count(): void;
  observe(seconds: number): void;
}

/**
 * Express middleware (a plain handler, so platform needs no Express): per request the counter
 * and latency histogram labelled with the route TEMPLATE (`/api/v1/orders/:id`, never the raw
 * URL), and a server span continuing the caller's `traceparent`. Mount it after the request id
 * is set, so the span carries it.
 */
export function httpObservation() {
  const metrics = shopMetrics();
  // Labelled children, looked up once per method, route and status.
  const series = new Map<string, Series>();
  const seriesOf = (method: string, route: string, status: string): Series => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const counter = metrics.httpRequests.labels(method, route, status);
      const histogram = metrics.httpDuration.labels(method, route, status);
      found = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const routed = req as RoutedRequest;
    captureTemplates(routed);
    const method = req.method ?? 'GET';
    const traceparent = req.headers.traceparent;
    const parent = contextFromHeaders(traceparent === undefined ? {} : { traceparent, tracestate: req.headers.tracestate });
    const { span, context: spanContext } = startSpan(method, SpanKind.SERVER, { 'http.request.method': method }, parent);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const status = res.statusCode;
      const template = routed[TEMPLATE];
      const measured = seriesOf(method, template ?? UNMATCHED_ROUTE, String(status));
      measured.count();
      measured.observe((performance.now() - started) / 1000);
      if (!span.isRecording()) return;
      span.updateName(template ? `${method} ${template}` : method);
      span.setAttribute('http.response.status_code', status);
      if (template) span.setAttribute('http.route', template);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', finish);
    res.once('close', finish);
    context.with(spanContext, next);
  };
}

const hotReadCounters = new Map<number, { inc(): void }>();

/** A hot read answered before the router: one counter increment, nothing more. */
export function countHotRead(status: number): void {
  let counter = hotReadCounters.get(status);
  if (!counter) hotReadCounters.set(status, (counter = shopMetrics().hotReads.labels(String(status))));
  counter.inc();
}
