import type { AuthProvider, Role } from '../../api/identity-api';
import type { IdentityPorts } from '../identity-ports';
import { UserConflictError } from '../ports/user-repository.port';
import { userSearchPrefixes } from './search-prefixes';
import { defaultAddress, type UserRecord } from './user';
import { usernameBase, usernameCandidate } from './username';

export interface NewUserInput {
  /** Already normalised. */
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  provider: AuthProvider;
  providerUserId: string;
  passwordHash: string | null;
  avatar?: string;
  preferredUsername?: string;
  signedIn?: boolean;
}

const SEQUENTIAL_CANDIDATES = 20;
const INSERT_ATTEMPTS = 5;

/**
 * Inserts a user with a unique username derived from the e-mail (or the provider's handle).
 * Throws UserConflictError when the e-mail or the provider link is already taken; a username
 * taken in the meantime is retried with the next candidate.
 */
export async function createUser(deps: Pick<IdentityPorts, 'users' | 'clock'>, input: NewUserInput): Promise<UserRecord> {
  const base = usernameBase(input.email, input.preferredUsername);
  let attempt = 1;
  for (let tries = 1; ; tries += 1) {
    const username = await freeUsername(deps, base, attempt);
    const now = deps.clock.now().toISOString();
    try {
      return await deps.users.insert({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        username,
        role: input.role,
        avatar: input.avatar ?? '',
        phone: '',
        provider: input.provider,
        providerUserId: input.providerUserId,
        isBlocked: false,
        passwordHash: input.passwordHash,
        address: defaultAddress(),
        searchPrefixes: userSearchPrefixes({ ...input, username }),
        createdAt: now,
        updatedAt: now,
        ...(input.signedIn ? { lastLoginAt: now } : {}),
      });
    } catch (error) {
      if (!(error instanceof UserConflictError) || tries >= INSERT_ATTEMPTS) throw error;
      const taken =
        (await deps.users.findByEmail(input.email)) ??
        (await deps.users.findByProvider(input.provider, input.providerUserId));
      if (taken) throw error;
      attempt += 1; // someone took the username first
    }
  }
}

async function freeUsername(deps: Pick<IdentityPorts, 'users' | 'clock'>, base: string, from: number): Promise<string> {
  for (let attempt = from; attempt < from + SEQUENTIAL_CANDIDATES; attempt += 1) {
    const candidate = usernameCandidate(base, attempt);
    if (!(await deps.users.findByUsername(candidate))) return candidate;
  }
  // A very common name: a time-based suffix instead of walking on.
  return usernameCandidate(base, deps.clock.now().getTime() % 1_000_000_007);
}
