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

  it('updates only the given fields', async () => {
    const stored = await users.insert(user('a@x.rw', { phone: '0788000000' }));
    const updated = await users.update(stored.id, { firstName: 'New', lastName: undefined });
    expect(updated).toEqual({ ...stored, firstName: 'New' });
  });
});
