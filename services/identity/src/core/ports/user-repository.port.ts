import type { AuthProvider, Role } from '../../api/identity-api';
import type { NewUserRecord, UserPatch, UserRecord } from '../user/user';

/** What an admin listing asks for; search words are already normalised prefixes. */
export interface UserListCriteria {
  searchWords?: string[];
  role?: Role;
  isBlocked?: boolean;
  skip: number;
  limit: number;
}

export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  /** By normalised e-mail. */
  findByEmail(email: string): Promise<UserRecord | null>;
  findByProvider(provider: AuthProvider, providerUserId: string): Promise<UserRecord | null>;
  findByUsername(username: string): Promise<UserRecord | null>;
  /** Throws UserConflictError when the e-mail, username or provider link is taken. */
  insert(user: NewUserRecord): Promise<UserRecord>;
  /** Returns the user after the change, or null when there is none with this id. UserConflictError as for insert. */
  update(id: string, patch: UserPatch): Promise<UserRecord | null>;
  /** Newest first, ties in a stable order. */
  list(criteria: UserListCriteria): Promise<{ users: UserRecord[]; total: number }>;
  /** Users created on each of these Africa/Kigali days (YYYY-MM-DD), in their order. */
  countCreatedOn(days: string[]): Promise<number[]>;
}

/** A unique key (e-mail, username or provider link) is already taken. */
export class UserConflictError extends Error {
  constructor(message = 'A user with the same unique key exists') {
    super(message);
    this.name = 'UserConflictError';
  }
}
