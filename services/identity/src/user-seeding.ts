// What `npm run seed -- --orders` uses of the identity service: local accounts stored as
// registration stores them (its record, search prefixes and indexes), in batches.
import { newId, type DocumentStore } from '@shop/platform';
import { DocumentUserRepository } from './adapters/storage/document-user-repository';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher';
import { userSearchPrefixes } from './core/user/search-prefixes';
import { defaultAddress, type NewUserRecord } from './core/user/user';

export interface SeededAccount {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  createdAt: string;
}

/** Stores shoppers (role USER, local sign-in) who all sign in with `password`; returns their ids in order. */
export async function seedAccounts(documents: DocumentStore, accounts: SeededAccount[], password: string): Promise<string[]> {
  const repository = new DocumentUserRepository(documents);
  await repository.ensureIndexes();
  // One hash for all: scrypt takes tens of milliseconds, and a seeding makes thousands of accounts.
  const passwordHash = await new ScryptPasswordHasher().hash(password);
  const ids = accounts.map(() => newId());
  const records = accounts.map((account, i): NewUserRecord & { _id: string } => ({
    _id: ids[i]!,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    username: account.username,
    role: 'USER',
    avatar: '',
    phone: account.phone,
    provider: 'local',
    providerUserId: account.email,
    isBlocked: false,
    passwordHash,
    address: defaultAddress(),
    searchPrefixes: userSearchPrefixes(account),
    createdAt: account.createdAt,
    updatedAt: account.createdAt,
  }));
  await repository.insertAll(records);
  return ids;
}
