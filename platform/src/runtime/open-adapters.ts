import { join } from 'node:path';
import type { Config } from '../config/config.schema';
import type { Logger } from '../logging/logger';
import type { DocumentStore } from '../documents/document-store.port';
import type { Cache } from '../cache/cache.port';
import type { EventBus } from '../events/event-bus.port';
import type { Mailer } from '../mail/mail.port';
import { MemoryCache } from '../cache/memory/memory-cache';

/**
 * Adapters are chosen by configuration alone. Drivers are imported only when their URL
 * is set, so the embedded topology never loads mongodb, redis, amqplib or nodemailer.
 */

/**
 * One store per service: its own directory under DATA_DIR, or its own MongoDB database.
 * An embedded store first imports the NeDB files an older shop left in that directory.
 */
export async function openDocumentStore(config: Config, service: string, logger?: Logger): Promise<DocumentStore> {
  if (config.MONGO_URL) {
    const { MongoDocumentStore } = await import('../documents/mongo/index');
    const base = new URL(config.MONGO_URL).pathname.replace(/^\//, '') || 'devshop';
    return MongoDocumentStore.connect(config.MONGO_URL, `${base}-${service}`);
  }
  const { SqliteDocumentStore } = await import('../documents/sqlite/sqlite-document-store');
  const { migrateNedbFiles } = await import('../documents/sqlite/nedb-migration');
  const directory = join(config.DATA_DIR, service);
  const store = new SqliteDocumentStore({ directory });
  try {
    const migrated = await migrateNedbFiles(directory, store, (message, fields) => logger?.warn({ service, ...fields }, message));
    if (migrated) logger?.info({ service, directory, ...migrated }, 'Imported NeDB files into SQLite');
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

export async function openCache(config: Config): Promise<Cache> {
  if (config.REDIS_URL) {
    const { RedisCache } = await import('../cache/redis/index');
    return RedisCache.connect(config.REDIS_URL, { prefix: `${config.REDIS_KEY_PREFIX}:` });
  }
  return new MemoryCache();
}

/**
 * The cache a service keeps copies of pages in (the catalog's shopper reads), apart from the
 * cache of sessions, carts and rate limits, so whoever asks for many different pages pushes out
 * only pages: the Redis of REDIS_CACHE_URL, whose own memory budget and eviction policy bound it;
 * else, without REDIS_URL, memory holding CATALOG_READ_CACHE_MAX_MB, least recently read first.
 * With REDIS_URL alone, undefined: the service keeps them in its Redis cache, beside sessions and
 * carts, which then needs a budget that cannot evict those (the README says so).
 */
export async function openPageCache(config: Pick<Config, 'REDIS_URL' | 'REDIS_CACHE_URL' | 'REDIS_KEY_PREFIX' | 'CATALOG_READ_CACHE_MAX_MB'>): Promise<Cache | undefined> {
  if (config.REDIS_CACHE_URL) {
    const { RedisCache } = await import('../cache/redis/index');
    return RedisCache.connect(config.REDIS_CACHE_URL, { prefix: `${config.REDIS_KEY_PREFIX}:pages:` });
  }
  if (config.REDIS_URL) return undefined;
  return new MemoryCache({ maxBytes: config.CATALOG_READ_CACHE_MAX_MB * 1024 * 1024, maxEntries: 100_000 });
}

/**
 * `held`: an in-process bus keeps events until `open()` (see InProcessEventBusOptions).
 * `services`: the services this process runs. On RabbitMQ each event they own is signed with
 * their key, and every consumer here believes an event only when its owner signed it.
 */
export async function openEventBus(config: Config, logger: Logger, options: { held?: boolean; services?: readonly string[] } = {}): Promise<EventBus> {
  if (config.AMQP_URL) {
    const { RabbitMqEventBus } = await import('../events/rabbitmq/index');
    const { eventPublicKeys, loadEventSigner } = await import('../events/origin/event-keys');
    const { originCheck } = await import('../events/origin/event-origin');
    return RabbitMqEventBus.connect(config.AMQP_URL, {
      logger,
      signer: await loadEventSigner(config, options.services ?? []),
      originCheck: originCheck(eventPublicKeys(config)),
    });
  }
  const { InProcessEventBus } = await import('../events/in-process/in-process-event-bus');
  return new InProcessEventBus({ logger, held: options.held });
}

/** SMTP (pooled) when SMTP_URL is set; otherwise `.eml` files in `directory` (default DATA_DIR/outbox). */
export async function openMailer(config: Config, options: { directory?: string } = {}): Promise<Mailer> {
  if (config.SMTP_URL) {
    const { SmtpMailer } = await import('../mail/smtp/index');
    return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  const { OutboxFolderMailer } = await import('../mail/outbox/outbox-folder-mailer');
  return new OutboxFolderMailer({ directory: options.directory ?? join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM });
}
