import { useMemo } from 'react';
import { endSession } from '../stores/session-store';
import type { User } from '../types';
import { displayName } from '../utils/display-name';
import { useSession } from './use-session';

/** What the shell shows of the signed-in user (SPEC section 2, Header and menus). */
export interface SessionUser {
  id: string;
  displayName: string;
  email: string;
  provider: string;
  isAdmin: boolean;
}

export function toSessionUser(user: User | null): SessionUser | null {
  if (!user) return null;
  return {
    id: user.id,
    displayName: displayName(user),
    email: user.email,
    provider: user.provider,
    isAdmin: user.role === 'ADMIN',
  };
}

export function useSessionUser(): SessionUser | null {
  const { user } = useSession();
  return useMemo(() => toSessionUser(user), [user]);
}

/** Sign Out: POST /auth/logout, then forget the user and both tokens. */
export function signOut(): Promise<void> {
  return endSession();
}
