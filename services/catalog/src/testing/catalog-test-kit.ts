// Test support: the catalog on its embedded adapters (in-memory store, memory cache,
// in-process bus), sample form input and ids. Only tests import this.
import { CATALOG_ADMIN_ACTION, type AdminActionData } from '@shop/contracts';
import type { IdentityApi } from '@shop/identity';
import { createLogger, InProcessEventBus, MemoryCache, OUTBOX_COLLECTION, SqliteDocumentStore, type DocumentStore, type OutboxEntry } from '@shop/platform';
import { StandInIdentity, testUserId, type TestAccount } from '@shop/platform/contracts';
import type { ProductInput, Reviewer } from '../api/catalog-api';
import { createCatalogService } from '../app';
import type { Clock } from '@shop/domain';

export const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** The admin as their verified token names them: the audit trail records each admin write with it. */
export const ADMIN_ACTOR = { userId: ADMIN_ID, email: 'admin@devshop.rw' };

/** A distinct, valid user id: `userId(3)` → `000000000000000000000003`. */
export const userId = testUserId;

export function reviewer(n: number, overrides: Partial<Reviewer> = {}): Reviewer {
  return { id: userId(n), firstName: `First${n}`, lastName: `Last${n}`, username: `user${n}`, avatar: '', ...overrides };
}

/** The account behind a reviewer: the e-mail is `<username>@example.rw` unless the reviewer names one. */
const accountOf = (person: Reviewer): TestAccount => ({ ...person, email: person.email ?? `${person.username}@example.rw` });

/**
 * Identity as the catalog asks it for reviewers: every `userId(n)` is the account `reviewer(n)`
 * (e-mail `user<n>@example.rw`) unless a test names it otherwise; any other id is not found.
 */
export class TestAccounts extends StandInIdentity implements Pick<IdentityApi, 'getUser'> {
  constructor() {
    super((n) => accountOf(reviewer(n)));
  }

  /** Names (or renames) an account. */
  set(person: Reviewer): void {
    this.name(person.id, accountOf(person));
  }
}

/** A valid admin form; override what a test is about. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Keychron K2 Mechanical Keyboard',
    brand: 'Keychron',
    description: 'A compact wireless mechanical keyboard.',
    shortDescription: 'Wireless mechanical keyboard',
    price: 95_000,
    category: 'keyboards',
    images: { primary: '/images/products/keyboard.svg', gallery: [] },
    stock: { quantity: 25, lowStockThreshold: 5 },
    isFeatured: false,
    status: 'active',
    features: ['Hot-swappable switches'],
    tags: ['wireless'],
    ...overrides,
  };
}

/** A clock that moves on by one second per reading, so every write has its own time. */
export function steppingClock(start = Date.parse('2025-03-01T08:00:00Z')): Clock {
  let next = start;
  return {
    now: () => {
      next += 1000;
      return new Date(next);
    },
  };
}

export const silentLogger = () => createLogger({ service: 'catalog-test', level: 'silent' });

/** The audit entries (catalog.admin-action) the catalog's outbox holds, oldest first. */
export async function recordedAdminActions(documents: DocumentStore): Promise<AdminActionData[]> {
  const entries = await documents.collection<OutboxEntry>(OUTBOX_COLLECTION).find({ 'event.type': CATALOG_ADMIN_ACTION });
  return entries.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)).map((entry) => entry.event.data as AdminActionData);
}

/** The catalog on embedded adapters; `stop` stops the relay and closes everything. */
export async function startTestCatalog(options: { documents?: DocumentStore; cache?: MemoryCache; clock?: Clock } = {}) {
  const documents = options.documents ?? new SqliteDocumentStore({});
  const cache = options.cache ?? new MemoryCache();
  const events = new InProcessEventBus();
  const accounts = new TestAccounts();
  const service = await createCatalogService({
    documents,
    cache,
    events,
    identity: accounts,
    logger: silentLogger(),
    clock: options.clock ?? steppingClock(),
    relayIntervalMs: 10,
  });
  return {
    api: service.api,
    importProducts: service.importProducts,
    accounts,
    documents,
    cache,
    events,
    /** The audit entries the catalog recorded, oldest first. */
    adminActions: () => recordedAdminActions(documents),
    stop: async () => {
      await service.stop();
      await events.close();
      await cache.close();
      await documents.close();
    },
  };
}

export type TestCatalog = Awaited<ReturnType<typeof startTestCatalog>>;
