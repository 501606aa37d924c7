import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: from a fast cached read to a slow checkout. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds between an event's occurrence and its handling. */
const LAG_BUCKETS = [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800];

/** Reads the outbox backlog of one store when metrics are scraped. */
export type BacklogReader = () => Promise<number>;

/**
 * Every metric of a process, in one registry: Node's default metrics (`process_*`, `nodejs_*`)
 * and the shop's own, named `shop_*`. Labels are bounded: route templates, gRPC methods, event
 * types, consumers, payment methods, status codes; never ids or raw URLs.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly backlogReaders = new Set<BacklogReader>();

  readonly httpRequests = this.counter('shop_http_requests_total', 'HTTP requests answered, by method, route template and status code', ['method', 'route', 'status']);
  readonly httpDuration = this.histogram('shop_http_request_duration_seconds', 'HTTP request latency, by method, route template and status code', ['method', 'route', 'status'], LATENCY_BUCKETS);
  readonly hotReads = this.counter('shop_http_hot_reads_total', 'Catalogue reads answered by the fast path before the router, by status code', ['status']);
  readonly untrustedForwarded = this.counter('shop_http_untrusted_forwarded_total', 'HTTP requests carrying X-Forwarded-For, Forwarded or X-Real-IP from a peer TRUSTED_PROXIES does not name, whose client address is then the peer address');
  readonly grpcServerRequests = this.counter('shop_grpc_server_requests_total', 'gRPC calls served, by service, method and status code', ['grpc_service', 'grpc_method', 'code']);
  readonly grpcServerDuration = this.histogram('shop_grpc_server_duration_seconds', 'gRPC call latency as served, by service, method and status code', ['grpc_service', 'grpc_method', 'code'], LATENCY_BUCKETS);
  readonly grpcClientRequests = this.counter('shop_grpc_client_requests_total', 'gRPC calls made, retries included, by service, method and status code', ['grpc_service', 'grpc_method', 'code']);
  readonly grpcClientDuration = this.histogram('shop_grpc_client_duration_seconds', 'gRPC call latency as seen by the caller, retries included', ['grpc_service', 'grpc_method', 'code'], LATENCY_BUCKETS);
  readonly eventsPublished = this.counter('shop_events_published_total', 'Events handed to the bus by the outbox relay, by type and outcome (ok, error)', ['type', 'outcome']);
  readonly eventsConsumed = this.counter('shop_events_consumed_total', 'Event deliveries handled, by consumer, type and outcome (ok, error)', ['consumer', 'type', 'outcome']);
  readonly consumerLag = this.histogram('shop_event_consumer_lag_seconds', 'Time from an event occurring to a consumer handling it', ['consumer', 'type'], LAG_BUCKETS);
  readonly deadLettered = this.counter('shop_events_dead_lettered_total', 'Events a consumer gave up on or refused, by consumer and type', ['consumer', 'type']);
  readonly eventsRefused = this.counter('shop_events_refused_total', 'Events a consumer refused because the service that owns their type did not sign them, by consumer and type', ['consumer', 'type']);
  readonly outboxBacklog: Gauge;
  readonly ordersPlaced = this.counter('shop_orders_placed_total', 'Orders placed (order.placed published), by payment method', ['payment_method']);
  readonly orderRevenue = this.counter('shop_order_revenue_rwf_total', 'Total in RWF (VAT included) of the orders placed, by payment method', ['payment_method']);
  readonly paymentsSettled = this.counter('shop_payments_settled_total', 'Payment verdicts (payment.settled published), by method and status (paid, failed)', ['method', 'status']);
  readonly paymentsSettledAmount = this.counter('shop_payments_settled_rwf_total', 'Amount in RWF of the payment verdicts, by method and status', ['method', 'status']);

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const readers = this.backlogReaders;
    this.outboxBacklog = new Gauge({
      name: 'shop_outbox_backlog',
      help: 'Outbox entries recorded and not yet published (pending or being published), read at scrape time',
      registers: [this.registry],
      async collect() {
        const counts = await Promise.all([...readers].map((read) => read().catch(() => 0)));
        this.set(counts.reduce((sum, count) => sum + count, 0));
      },
    });
  }

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) {
    return new Histogram<L>({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** Adds a store's outbox to the backlog gauge; returns the removal. */
  watchOutbox(read: BacklogReader): () => void {
    this.backlogReaders.add(read);
    return () => this.backlogReaders.delete(read);
  }

  /** The Prometheus text exposition of every metric. */
  async exposition(): Promise<string> {
    return this.registry.metrics();
  }
}

let current: ShopMetrics | undefined;

/** The process's metrics, made on first use. */
export function shopMetrics(): ShopMetrics {
  current ??= new ShopMetrics();
  return current;
}

/** Names the process on every series (`service="orders"`); call once, early. */
export function labelMetricsWithService(service: string): void {
  shopMetrics().registry.setDefaultLabels({ service });
}
