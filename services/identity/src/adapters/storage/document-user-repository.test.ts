import { SqliteDocumentStore } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserConflictError } from '../../core/ports/user-repository.port';
import { defaultAddress, type NewUserRecord } from '../../core/user/user';
import { DocumentUserRepository } from './document-user-repository';

function user(email: string, overrides: Partial<NewUserRecord> = {}): NewUserRecord {
  return {
    email,
    firstName: 'F',
    lastName: 'L',
    username: email.split('@')[0]!,
    role: 'USER',
    avatar: '',
    phone: '',
    provider: 'local',
    providerUserId: email,
    isBlocked: false,
    passwordHash: null,
    address: defaultAddress(),
    searchPrefixes: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('DocumentUserRepository', () => {
  let documents: SqliteDocumentStore;
  let users: DocumentUserRepository;

  beforeEach(async () => {
    documents = new SqliteDocumentStore({});
    users = new DocumentUserRepository(documents);
    await users.ensureIndexes();
  });
  afterEach(() => documents.close());

  it('keeps e-mails, usernames and provider links unique', async () => {
    await users.insert(user('a@x.rw', { provider: 'github', providerUserId: 'gh-1' }));
    await expect(users.insert(user('a@x.rw', { username: 'other' }))).rejects.toBeInstanceOf(UserConflictError);
    await expect(users.insert(user('b@x.rw', { username: 'a' }))).rejects.toBeInstanceOf(UserConflictError);
    await expect(users.insert(user('c@x.rw', { provider: 'github', providerUserId: 'gh-1' }))).rejects.toBeInstanceOf(
      UserConflictError,
    );
    await users.insert(user('d@x.rw', { provider: 'google', providerUserId: 'gh-1' }));
    await users.insert(user('e@x.rw'));
    expect(await documents.collection('users').count({})).toBe(3);
  });

  it('maps _id to id both ways and reads malformed ids as absent', async () => {
    const stored = await users.insert(user('a@x.rw'));
    expect(stored.id).toMatch(/^[0-9a-f]{24}$/);
    expect(stored).not.toHaveProperty('_id');
    expect(await users.findById(stored.id)).toEqual(stored);
    expect(await users.findById('{"$ne":null}')).toBeNull();
    expect(await users.update('nope', { firstName: 'X' })).toBeNull();
  });

  it('counts new users per Kigali day as a recount of the accounts does, for a store written before the counts were kept too', async () => {
    // Kigali is UTC+2: 21:59 UTC is still the same day there, 22:00 UTC already the next.
    const created = ['2026-03-01T21:59:00.000Z', '2026-03-01T22:00:00.000Z', '2026-03-02T10:00:00.000Z', '2026-03-02T22:00:00.000Z'];
    for (const [i, createdAt] of created.entries()) await users.insert(user(`u${i}@x.rw`, { createdAt }));
    await expect(users.insertAll([user('u0@x.rw', { username: 'again', createdAt: created[0] })])).rejects.toBeInstanceOf(UserConflictError);
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    expect(await users.countCreatedOn(days)).toEqual([1, 2, 1, 0]);
    // The same accounts in a store that never kept the counts: its first start counts them.
    const older = new SqliteDocumentStore({});
    await older.collection('users').insertMany(created.map((createdAt, i) => user(`u${i}@x.rw`, { createdAt })));
    const upgraded = new DocumentUserRepository(older);
    await upgraded.ensureIndexes();
    expect(await upgraded.countCreatedOn(days)).toEqual([1, 2, 1, 0]);
    await upgraded.insert(user('late@x.rw', { createdAt: '2026-03-04T08:00:00.000Z' }));
    expect(await upgraded.countCreatedOn(days)).toEqual([1, 2, 1, 1]);
    older.close();
  });

  it('updates only the given fields', async () => {
    const stored = await users.insert(user('a@x.rw', { phone: '0788000000' }));
    const updated = await users.update(stored.id, { firstName: 'New', lastName: undefined });
    expect(updated).toEqual({ ...stored, firstName: 'New' });
  });
});
