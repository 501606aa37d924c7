import { useMemo } from 'react';
import { remove, storageKeys } from '@/lib/storage';
import { useStoredValue } from '@/lib/use-stored-value';

/** What the shell shows of the stored user (SPEC section 3, User). */
export interface SessionUser {
  id: string;
  displayName: string;
  email: string;
  provider: string;
  isAdmin: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function toSessionUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  const email = text(user.email);
  const fullName = [text(user.firstName), text(user.lastName)].filter(Boolean).join(' ');
  const displayName = fullName || text(user.username) || email;
  if (!displayName) return null;
  return {
    id: text(user.id) || text(user._id),
    displayName,
    email,
    provider: text(user.provider) || 'local',
    isAdmin: text(user.role).toUpperCase() === 'ADMIN',
  };
}

export function useSessionUser(): SessionUser | null {
  const raw = useStoredValue(storageKeys.user);
  return useMemo(() => toSessionUser(raw), [raw]);
}

/** Sign Out: forget the stored session (user and both tokens). */
export function clearSession(): void {
  remove(storageKeys.user, storageKeys.accessToken, storageKeys.refreshToken);
}
