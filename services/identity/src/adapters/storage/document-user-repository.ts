import { isObjectId } from '@shop/contracts';
import { CollectionRepository, DayCounts, DuplicateKeyError, type Doc, type DocumentStore, type Filter, type IndexSpec } from '@shop/platform';
import type { AuthProvider } from '../../api/identity-api';
import {
  UserConflictError,
  type UserListCriteria,
  type UserRepository,
} from '../../core/ports/user-repository.port';
import type { NewUserRecord, UserPatch, UserRecord } from '../../core/user/user';

type UserDoc = Doc & NewUserRecord;

export const USERS_COLLECTION = 'users';
export const USER_DAYS_COLLECTION = 'user-days';

const USER_INDEXES: IndexSpec[] = [
  { fields: ['email'], unique: true },
  { fields: ['username'], unique: true },
  { fields: ['provider', 'providerUserId'], unique: true, sparse: true },
  { fields: ['searchPrefixes'], prefixSearch: true },
  { fields: ['createdAt'] },
  // The admin's list filtered by role, status or both, newest first.
  { fields: ['role', 'isBlocked', 'createdAt'] },
  { fields: ['isBlocked', 'createdAt'] },
  // Totals (every user, by role, by status) answered at once in the embedded store.
  { fields: ['role', 'isBlocked'], counted: true },
];

/** Users in the documents port (embedded file store or MongoDB). */
export class DocumentUserRepository extends CollectionRepository<UserDoc> implements UserRepository {
  /** New users per day, written with each account in one unit of work (accounts are never deleted). */
  private readonly days: DayCounts;

  constructor(private readonly documents: DocumentStore) {
    super(documents, USERS_COLLECTION, USER_INDEXES);
    this.days = new DayCounts(documents, USER_DAYS_COLLECTION);
  }

  /** Also counts the days once for a store whose accounts were written before they were kept. */
  override async ensureIndexes(): Promise<void> {
    await super.ensureIndexes();
    await this.days.ensureIndexes();
    await this.days.countOnce(this.collection, 'createdAt');
  }

  async findById(id: string): Promise<UserRecord | null> {
    return isObjectId(id) ? toRecord(await this.collection.findById(id)) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    return toRecord(await this.collection.findOne({ email }));
  }

  async findByProvider(provider: AuthProvider, providerUserId: string): Promise<UserRecord | null> {
    return toRecord(await this.collection.findOne({ provider, providerUserId }));
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    return toRecord(await this.collection.findOne({ username }));
  }

  async insert(user: NewUserRecord): Promise<UserRecord> {
    return (await this.insertAll([user]))[0]!;
  }

  /** Accounts in one transaction, with their days' counts (a registration; a seeding's batch). */
  async insertAll(users: Array<NewUserRecord & { _id?: string }>): Promise<UserRecord[]> {
    return this.documents.transaction(async () => {
      const inserted = await conflicts(this.collection.insertMany(users));
      await this.days.add(users.map((user) => user.createdAt));
      return inserted.map((doc) => toRecord(doc) as UserRecord);
    });
  }

  async update(id: string, patch: UserPatch): Promise<UserRecord | null> {
    if (!isObjectId(id)) return null;
    const $set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (Object.keys($set).length === 0) return this.findById(id);
    return toRecord(await conflicts(this.collection.updateOne({ _id: id }, { $set })));
  }

  async list(criteria: UserListCriteria): Promise<{ users: UserRecord[]; total: number }> {
    const filter: Filter = {};
    if (criteria.searchWords && criteria.searchWords.length > 0) filter.searchPrefixes = { $all: criteria.searchWords };
    if (criteria.role) filter.role = criteria.role;
    if (criteria.isBlocked !== undefined) filter.isBlocked = criteria.isBlocked;
    const page = await this.collection.findPage(filter, { sort: { createdAt: -1 }, skip: criteria.skip, limit: criteria.limit });
    return { users: page.items.map((doc) => toRecord(doc) as UserRecord), total: page.total };
  }

  countCreatedOn(days: string[]): Promise<number[]> {
    return this.days.countOn(days);
  }
}

function toRecord(doc: UserDoc | null): UserRecord | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}

async function conflicts<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new UserConflictError(error.message);
    throw error;
  }
}
