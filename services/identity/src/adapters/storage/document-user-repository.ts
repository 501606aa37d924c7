import { isObjectId } from '@shop/contracts';
import {
  DuplicateKeyError,
  type Doc,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
} from '@shop/platform';
import type { AuthProvider } from '../../api/identity-api';
import {
  UserConflictError,
  type UserListCriteria,
  type UserRepository,
} from '../../core/ports/user-repository.port';
import type { NewUserRecord, UserPatch, UserRecord } from '../../core/user/user';

type UserDoc = Doc & NewUserRecord;

export const USERS_COLLECTION = 'users';

/** Users in the documents port (embedded file store or MongoDB). */
export class DocumentUserRepository implements UserRepository {
  private readonly users: DocumentCollection<UserDoc>;

  constructor(documents: DocumentStore) {
    this.users = documents.collection<UserDoc>(USERS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.users.ensureIndex({ fields: ['email'], unique: true });
    await this.users.ensureIndex({ fields: ['username'], unique: true });
    await this.users.ensureIndex({ fields: ['provider', 'providerUserId'], unique: true, sparse: true });
    await this.users.ensureIndex({ fields: ['searchPrefixes'], prefixSearch: true });
    await this.users.ensureIndex({ fields: ['createdAt'] });
    // The admin's list filtered by role, status or both, newest first.
    await this.users.ensureIndex({ fields: ['role', 'isBlocked', 'createdAt'] });
    await this.users.ensureIndex({ fields: ['isBlocked', 'createdAt'] });
  }

  async findById(id: string): Promise<UserRecord | null> {
    return isObjectId(id) ? toRecord(await this.users.findById(id)) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    return toRecord(await this.users.findOne({ email }));
  }

  async findByProvider(provider: AuthProvider, providerUserId: string): Promise<UserRecord | null> {
    return toRecord(await this.users.findOne({ provider, providerUserId }));
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    return toRecord(await this.users.findOne({ username }));
  }

  async insert(user: NewUserRecord): Promise<UserRecord> {
    return toRecord(await conflicts(this.users.insertOne(user))) as UserRecord;
  }

  async update(id: string, patch: UserPatch): Promise<UserRecord | null> {
    if (!isObjectId(id)) return null;
    const $set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (Object.keys($set).length === 0) return this.findById(id);
    return toRecord(await conflicts(this.users.updateOne({ _id: id }, { $set })));
  }

  async list(criteria: UserListCriteria): Promise<{ users: UserRecord[]; total: number }> {
    const filter: Filter = {};
    if (criteria.searchWords && criteria.searchWords.length > 0) filter.searchPrefixes = { $all: criteria.searchWords };
    if (criteria.role) filter.role = criteria.role;
    if (criteria.isBlocked !== undefined) filter.isBlocked = criteria.isBlocked;
    const page = await this.users.findPage(filter, { sort: { createdAt: -1 }, skip: criteria.skip, limit: criteria.limit });
    return { users: page.items.map((doc) => toRecord(doc) as UserRecord), total: page.total };
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
