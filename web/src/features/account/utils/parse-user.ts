import type { AuthProvider, AuthResult, User } from '../types';

export const defaultCity = 'Kigali';
export const defaultCountry = 'Rwanda';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * A user from the server or from local storage, with the defaults of SPEC section 3 (city
 * Kigali, country Rwanda) filled in; null when the value is not a user (no email, no id).
 */
export function parseUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const email = text(raw.email).trim();
  const id = text(raw.id) || text(raw._id);
  if (!email || !id) return null;
  const address = raw.address && typeof raw.address === 'object' ? (raw.address as Record<string, unknown>) : {};
  return {
    id,
    _id: text(raw._id) || id,
    email,
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    username: text(raw.username),
    role: text(raw.role).toUpperCase() === 'ADMIN' ? 'ADMIN' : 'USER',
    avatar: text(raw.avatar),
    phone: text(raw.phone),
    // A provider this build does not know yet is kept as sent: it is only shown.
    provider: (text(raw.provider) || 'local') as AuthProvider,
    isBlocked: raw.isBlocked === true,
    createdAt: text(raw.createdAt),
    updatedAt: text(raw.updatedAt),
    address: {
      street: text(address.street),
      city: text(address.city) || defaultCity,
      state: text(address.state),
      zipCode: text(address.zipCode),
      country: text(address.country) || defaultCountry,
    },
  };
}

/** `{user, accessToken, refreshToken}` with every part present, else null. */
export function parseAuthResult(value: unknown): AuthResult | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const user = parseUser(raw.user);
  const accessToken = text(raw.accessToken);
  const refreshToken = text(raw.refreshToken);
  if (!user || !accessToken || !refreshToken) return null;
  return { user, accessToken, refreshToken };
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const fullName = [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ');
  return fullName || user.username.trim() || user.email;
}
