// Metrics (prom-client, `shop_*`), traces (OpenTelemetry, W3C trace context) and the /metrics server.
export { ShopMetrics, labelMetricsWithService, shopMetrics, type BacklogReader } from './metrics';
export { startMetricsServer, startMetricsServerIfConfigured, type MetricsServerOptions, type RunningMetricsServer } from './metrics-server';
export { UNMATCHED_ROUTE, countHotRead, httpObservation } from './http-observation';
export { countBusinessEvent, observeConsume, observeDeadLetter, observePublish } from './event-observation';
export { tracedApi } from './traced-api';
export { grpcMethodOf, observeClientCall, observeServerCall, type CallObservation } from './grpc-observation';
export {
  REQUEST_ID_ATTRIBUTE,
  activeTraceIds,
  contextFromHeaders,
  setupTracing,
  shopTracer,
  startSpan,
  traceHeaders,
  type Tracing,
  type TracingSettings,
} from './tracing';
export { startObservability, startObservabilityOrExit, type Observability } from './start-observability';
