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

  readonly httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'HTTP request latency, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly hotReads = new Counter({
    name: 'shop_http_hot_reads_total',
    help: 'Catalogue reads answered by the fast path before the router, by status code',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  readonly untrustedForwarded = new Counter({
    name: 'shop_http_untrusted_forwarded_total',
    help: 'HTTP requests carrying X-Forwarded-For, Forwarded or X-Real-IP from a peer TRUSTED_PROXIES does not name, whose client address is then the peer address',
    registers: [this.registry],
  });
  readonly grpcServerRequests = new Counter({
    name: 'shop_grpc_server_requests_total',
    help: 'gRPC calls served, by service, method and status code',
    labelNames: ['grpc_service', 'grpc_method', 'code'] as const,
    registers: [this.registry],
  });
  readonly grpcServerDuration = new Histogram({
    name: 'shop_grpc_server_duration_seconds',
    help: 'gRPC call latency as served, by service, method and status code',
    labelNames: ['grpc_service', 'grpc_method', 'code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly grpcClientRequests = new Counter({
    name: 'shop_grpc_client_requests_total',
    help: 'gRPC calls made, retries included, by service, method and status code',
    labelNames: ['grpc_service', 'grpc_method', 'code'] as const,
    registers: [this.registry],
  });
  readonly grpcClientDuration = new Histogram({
    name: 'shop_grpc_client_duration_seconds',
    help: 'gRPC call latency as seen by the caller, retries included',
    labelNames: ['grpc_service', 'grpc_method', 'code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly eventsPublished = new Counter({
    name: 'shop_events_published_total',
    help: 'Events handed to the bus by the outbox relay, by type and outcome (ok, error)',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly eventsConsumed = new Counter({
    name: 'shop_events_consumed_total',
    help: 'Event deliveries handled, by consumer, type and outcome (ok, error)',
    labelNames: ['consumer', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly consumerLag = new Histogram({
    name: 'shop_event_consumer_lag_seconds',
    help: 'Time from an event occurring to a consumer handling it',
    labelNames: ['consumer', 'type'] as const,
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  readonly deadLettered = new Counter({
    name: 'shop_events_dead_lettered_total',
    help: 'Events a consumer gave up on or refused, by consumer and type',
    labelNames: ['consumer', 'type'] as const,
    registers: [this.registry],
  });
  readonly eventsRefused = new Counter({
    name: 'shop_events_refused_total',
    help: 'Events a consumer refused because the service that owns their type did not sign them, by consumer and type',
    labelNames: ['consumer', 'type'] as const,
    registers: [this.registry],
  });
  readonly outboxBacklog: Gauge;
  readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (order.placed published), by payment method',
    labelNames: ['payment_method'] as const,
    registers: [this.registry],
  });
  readonly orderRevenue = new Counter({
    name: 'shop_order_revenue_rwf_total',
    help: 'Total in RWF (VAT included) of the orders placed, by payment method',
    labelNames: ['payment_method'] as const,
    registers: [this.registry],
  });
  readonly paymentsSettled = new Counter({
    name: 'shop_payments_settled_total',
    help: 'Payment verdicts (payment.settled published), by method and status (paid, failed)',
    labelNames: ['method', 'status'] as const,
    registers: [this.registry],
  });
  readonly paymentsSettledAmount = new Counter({
    name: 'shop_payments_settled_rwf_total',
    help: 'Amount in RWF of the payment verdicts, by method and status',
    labelNames: ['method', 'status'] as const,
    registers: [this.registry],
  });

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
