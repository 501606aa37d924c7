import type { ProductsChangedData } from '@shop/contracts';
import { createClient } from 'redis';
import { HotEntry } from './hot-entry';
import type { HotRead } from './hot-read-requests';
import type { HotReadStore } from './hot-read-store.port';

const clientOf = (url: string) => createClient({ url, disableOfflineQueue: true });
type Client = ReturnType<typeof clientOf>;

/** Entries made here lately, by ETag: a hit fetched from Redis reuses their compressed forms. */
const ENTRIES_KEPT = 500;

// The keys a script touches are derived from its arguments: one Redis server, not a cluster.
/** Keeps an entry unless the change counter moved since the mark, and files it under its products. */
const PUT = `
local prefix, mark, ttl = ARGV[1], tonumber(ARGV[2]), ARGV[3]
if tonumber(redis.call('GET', prefix .. 'changes') or '0') ~= mark then return 0 end
local key = ARGV[4]
local entry = prefix .. 'e:' .. key
redis.call('HSET', entry, 'etag', ARGV[5], 'body', ARGV[6])
redis.call('PEXPIRE', entry, ttl)
local function file(set) redis.call('SADD', set, key); redis.call('PEXPIRE', set, ttl) end
if ARGV[7] == '1' then file(prefix .. 'listings') end
if ARGV[8] == '1' then file(prefix .. 'by-stock') end
for i = 9, #ARGV do file(prefix .. 'p:' .. ARGV[i]) end
return 1`;

/** Moves the change counter on and deletes the entries filed under the changed products (and listings). */
const DROP = `
local prefix = ARGV[1]
redis.call('INCR', prefix .. 'changes')
local function dropAll(set)
  for _, key in ipairs(redis.call('SMEMBERS', set)) do redis.call('UNLINK', prefix .. 'e:' .. key) end
  redis.call('UNLINK', set)
end
if ARGV[2] == '1' then dropAll(prefix .. 'listings') end
dropAll(prefix .. 'by-stock')
for i = 3, #ARGV do dropAll(prefix .. 'p:' .. ARGV[i]) end
return 1`;

/**
 * Hot reads in Redis, shared by every gateway: a change event, handled by any one of them,
 * drops the pages for all. Entries expire after the time to live, the bound on staleness
 * should an event be lost.
 */
export class RedisHotReadStore implements HotReadStore {
  private readonly entries = new Map<string, HotEntry>();

  private constructor(
    private readonly client: Client,
    private readonly options: { prefix: string; ttlMs: number },
  ) {}

  static async connect(url: string, options: { prefix: string; ttlMs: number }): Promise<RedisHotReadStore> {
    const client = clientOf(url);
    client.on('error', () => {}); // commands fail while the server is away; hot reads then go to the router
    await client.connect();
    return new RedisHotReadStore(client, options);
  }

  async get(key: string): Promise<HotEntry | undefined> {
    const [etag, body] = await this.client.hmGet(`${this.options.prefix}e:${key}`, ['etag', 'body']);
    if (etag == null || body == null) return undefined;
    const known = this.entries.get(etag);
    if (known) return known;
    return this.remember(new HotEntry(Buffer.from(body, 'utf8')));
  }

  async mark(): Promise<number> {
    return Number((await this.client.get(`${this.options.prefix}changes`)) ?? 0);
  }

  async put(read: HotRead, entry: HotEntry, productIds: string[], mark: number): Promise<boolean> {
    const { prefix, ttlMs } = this.options;
    const flags = [read.listing ? '1' : '0', read.byStock ? '1' : '0'];
    const args = [prefix, String(mark), String(ttlMs), read.key, entry.etag, entry.body.toString('utf8'), ...flags, ...productIds];
    const kept = Number(await this.client.eval(PUT, { arguments: args })) === 1;
    if (kept) this.remember(entry);
    return kept;
  }

  async drop({ productIds, listings }: ProductsChangedData): Promise<void> {
    await this.client.eval(DROP, { arguments: [this.options.prefix, listings ? '1' : '0', ...productIds] });
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }

  private remember(entry: HotEntry): HotEntry {
    if (this.entries.size >= ENTRIES_KEPT) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(entry.etag, entry);
    return entry;
  }
}
