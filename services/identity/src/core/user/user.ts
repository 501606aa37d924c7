import type { UserAddress, UserView } from '../../api/identity-api';

export const DEFAULT_CITY = 'Kigali';
export const DEFAULT_COUNTRY = 'Rwanda';

/**
 * A user as the service keeps it. `provider` + `providerUserId` identify the sign-in the account
 * is linked to: the provider's own id for Google and GitHub, the e-mail for local and demo
 * accounts (so the pair is always present and unique). `passwordHash` exists only for
 * local and demo accounts.
 */
export interface UserRecord extends Omit<UserView, '_id'> {
  providerUserId: string;
  passwordHash: string | null;
  /** Normalised word prefixes of names, e-mail and username, for admin search. */
  searchPrefixes: string[];
}

export type NewUserRecord = Omit<UserRecord, 'id'>;

/** Fields a use case may change on a stored user. */
export type UserPatch = Partial<Omit<UserRecord, 'id' | 'email' | 'createdAt'>>;

export function defaultAddress(): UserAddress {
  return { street: '', city: DEFAULT_CITY, state: '', zipCode: '', country: DEFAULT_COUNTRY };
}

/** The API's view of a user: never the password hash or the search index. */
export function toUserView(user: UserRecord): UserView {
  const view: UserView = {
    id: user.id,
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    role: user.role,
    avatar: user.avatar,
    phone: user.phone,
    provider: user.provider,
    isBlocked: user.isBlocked,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    address: { ...defaultAddress(), ...user.address },
  };
  if (user.lastLoginAt) view.lastLoginAt = user.lastLoginAt;
  if (user.language) view.language = user.language;
  return view;
}

/** E-mails are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
