import type { User } from '../types';

/**
 * The user kept in local storage, or null. It was checked against the contract when it arrived;
 * this refuses only what is not such a user at all (a value another build wrote, a hand edit),
 * and the start-up check (GET /auth/me) replaces it anyway.
 */
export function storedUserOf(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Partial<Record<keyof User, unknown>>;
  const complete =
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.username === 'string' &&
    Boolean(user.address && typeof user.address === 'object');
  return complete ? (value as User) : null;
}
