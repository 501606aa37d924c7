// Test support: the catalog on its embedded adapters (in-memory store, memory cache,
// in-process bus), sample form input and ids. Only tests import this.
import { AppError } from '@shop/domain';
import type { IdentityApi, UserView } from '@shop/identity';
import { createLogger, InProcessEventBus, MemoryCache, NedbDocumentStore, type DocumentStore } from '@shop/platform';
import type { ProductInput, Reviewer } from '../api/catalog-api';
import { createCatalogService } from '../app';
import type { Clock } from '@shop/domain';

export const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A distinct, valid user id: `userId(3)` → `000000000000000000000003`. */
export const userId = (n: number) => n.toString(16).padStart(24, '0');

export function reviewer(n: number, overrides: Partial<Reviewer> = {}): Reviewer {
  return { id: userId(n), firstName: `First${n}`, lastName: `Last${n}`, username: `user${n}`, avatar: '', ...overrides };
}

/**
 * Identity as the catalog asks it for reviewers: every `userId(n)` is the account `reviewer(n)`
 * (e-mail `user<n>@example.rw`) unless a test names it otherwise; any other id is not found.
 */
export class TestAccounts implements Pick<IdentityApi, 'getUser'> {
  private readonly named = new Map<string, Reviewer>();

  /** Names (or renames) an account. */
  set(person: Reviewer): void {
    this.named.set(person.id, person);
  }

  async getUser(id: string): Promise<UserView> {
    const n = /^[0-9a-f]{24}$/.test(id) ? parseInt(id, 16) : NaN;
    const person = this.named.get(id) ?? (Number.isSafeInteger(n) && n > 0 && n < 1_000_000 ? reviewer(n) : undefined);
    if (!person) throw new AppError('not_found', 'User not found');
    const at = '2025-01-01T00:00:00.000Z';
    return {
      id,
      _id: id,
      email: person.email ?? `${person.username}@example.rw`,
      firstName: person.firstName,
      lastName: person.lastName,
      username: person.username,
      role: 'USER',
      avatar: person.avatar,
      phone: '',
      provider: 'local',
      isBlocked: false,
      createdAt: at,
      updatedAt: at,
      address: { street: '', city: '', state: '', zipCode: '', country: 'Rwanda' },
    };
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

/** The catalog on embedded adapters; `stop` stops the relay and closes everything. */
export async function startTestCatalog(options: { documents?: DocumentStore; cache?: MemoryCache; clock?: Clock } = {}) {
  const documents = options.documents ?? new NedbDocumentStore({});
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
    stop: async () => {
      await service.stop();
      await events.close();
      await cache.close();
      await documents.close();
    },
  };
}

export type TestCatalog = Awaited<ReturnType<typeof startTestCatalog>>;
