// Test support: identity as another service asks it for an account (getUser), standing in for
// the identity service in that service's tests. Platform never imports a service: the user is
// the shape of the accounts API in @shop/contracts, which identity's UserView matches.
import type { User } from '@shop/contracts';
import { isObjectId } from '@shop/contracts/ids';
import { AppError } from '@shop/domain';

/** What a test says of an account; the rest of the user is blank. */
export interface TestAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** The e-mail's local part unless given. */
  username?: string;
  avatar?: string;
}

/** A distinct, valid user id: `testUserId(3)` → `000000000000000000000003`. */
export const testUserId = (n: number) => n.toString(16).padStart(24, '0');

/** n for the ids `testUserId(n)` makes, from 1 to 999,999; undefined for any other id. */
function numberOf(id: string): number | undefined {
  if (!isObjectId(id)) return undefined;
  const n = parseInt(id, 16);
  return Number.isSafeInteger(n) && n > 0 && n < 1_000_000 ? n : undefined;
}

/**
 * Every `testUserId(n)` is the account `numbered(n)` unless a test names it otherwise; any other
 * id is not found, as identity answers.
 */
export class StandInIdentity {
  private readonly named = new Map<string, TestAccount>();

  constructor(private readonly numbered: (n: number) => TestAccount) {}

  /** Names (or renames) the account of `id`. */
  name(id: string, account: TestAccount): void {
    this.named.set(id, account);
  }

  async getUser(id: string): Promise<User> {
    const n = numberOf(id);
    const account = this.named.get(id) ?? (n === undefined ? undefined : this.numbered(n));
    if (!account) throw new AppError('not_found', 'User not found');
    const at = '2025-01-01T00:00:00.000Z';
    return {
      id,
      _id: id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.username ?? account.email.split('@')[0]!,
      role: 'USER',
      avatar: account.avatar ?? '',
      phone: '',
      provider: 'local',
      isBlocked: false,
      createdAt: at,
      updatedAt: at,
      address: { street: '', city: '', state: '', zipCode: '', country: 'Rwanda' },
    };
  }
}
