import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRODUCTS_CHANGED, productsChangedEvent, type ProductsChangedData } from '@shop/contracts';
import { PRODUCT_CACHE_TIMEOUT_MS } from '@shop/domain';
import { countHotRead, plainLoggerOf, REQUEST_ID_HEADER, requestIdFrom, type EventBus, type Logger } from '@shop/platform';
import { logRequest } from '../http/request-log.middleware';
import { securityHeaderValues } from '../http/security-headers';
import { HotEntry } from './hot-entry';
import { hotReadOf } from './hot-read-requests';
import { MemoryHotReadStore } from './hot-read-store';
import type { HotReadStore } from './hot-read-store.port';
import { writeHotEntry } from './hot-response';
import { RedisHotReadStore } from './redis-hot-read-store';

/** HOT_READS_MAX_MB's default: what this process's hot reads may take. */
export const DEFAULT_HOT_READS_MAX_MB = 32;
const MB = 1024 * 1024;

/**
 * The hot catalogue reads: the routed path keeps each answer it gives as ready bytes, and the
 * fast path answers the same request from them before Express sees it, with the headers, access
 * rules (these reads are public) and access log line the routed path gives.
 */
export class HotReads {
  /** The security headers, as name, value, name, value… */
  private readonly headers = securityHeaderValues().flat();

  /** The access log, as the routed path writes it. */
  private readonly access: Logger;

  constructor(
    private readonly logger: Logger,
    readonly store: HotReadStore = new MemoryHotReadStore({ ttlMs: PRODUCT_CACHE_TIMEOUT_MS, maxBytes: DEFAULT_HOT_READS_MAX_MB * MB }),
  ) {
    this.access = plainLoggerOf(logger);
  }

  /** Answers a request whose bytes are kept; false leaves it to the router. */
  answer(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const read = hotReadOf(req.method, req.url);
    if (!read) return false;
    const startedAt = process.hrtime.bigint();
    const found = this.store.get(read.key);
    if (!(found instanceof Promise)) return this.write(req, res, found, startedAt);
    // A store that fails (Redis away) leaves the request to the router.
    return found.then(
      (entry) => this.write(req, res, entry, startedAt),
      () => false,
    );
  }

  private write(req: IncomingMessage, res: ServerResponse, entry: HotEntry | undefined, startedAt: bigint): boolean {
    if (!entry) return false;
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const status = writeHotEntry(req, res, entry, [...this.headers, REQUEST_ID_HEADER, requestId]);
    countHotRead(status);
    const url = req.url!;
    const mark = url.indexOf('?');
    logRequest(this.access, { requestId, method: req.method!, path: mark === -1 ? url : url.slice(0, mark), status, startedAt });
    return true;
  }

  /**
   * For the routed path of a hot route: `load` gives the envelope and the products it shows; the
   * answer is kept (unless a catalogue change came while it was read) and written.
   */
  async route(req: IncomingMessage & { originalUrl: string }, res: ServerResponse, load: () => Promise<{ envelope: unknown; productIds: string[] }>): Promise<void> {
    const read = hotReadOf(req.method, req.originalUrl);
    const mark = await Promise.resolve(this.store.mark()).catch(() => undefined);
    const { envelope, productIds } = await load();
    const entry = HotEntry.ofEnvelope(envelope);
    if (read && mark !== undefined) {
      await Promise.resolve(this.store.put(read, entry, productIds, mark)).catch((error: unknown) => this.logger.warn({ err: error }, 'a hot read could not be kept'));
    }
    writeHotEntry(req, res, entry);
  }
}

/**
 * Hot reads kept in step with the catalogue: each `products.changed` drops what it touched. In one
 * process the store is this process's memory; gateways of the distributed topology share Redis,
 * and any one of them handles a change for all.
 */
export async function followedHotReads(
  events: EventBus,
  logger: Logger,
  options: { maxMb?: number; redis?: { url: string; keyPrefix: string } } = {},
): Promise<HotReads> {
  const { redis, maxMb = DEFAULT_HOT_READS_MAX_MB } = options;
  const store = redis
    ? await RedisHotReadStore.connect(redis.url, { prefix: `${redis.keyPrefix}:hot:`, ttlMs: PRODUCT_CACHE_TIMEOUT_MS })
    : new MemoryHotReadStore({ ttlMs: PRODUCT_CACHE_TIMEOUT_MS, maxBytes: maxMb * MB });
  const hotReads = new HotReads(logger, store);
  await events.subscribe({
    consumer: 'gateway-hot-reads',
    patterns: [PRODUCTS_CHANGED],
    schemas: [productsChangedEvent],
    handler: async (event) => hotReads.store.drop(event.data as ProductsChangedData),
  });
  return hotReads;
}
