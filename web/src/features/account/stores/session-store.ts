import { ApiError, setSessionHandlers } from '@/lib/api-client';
import { readRaw, remove, storageKeys, subscribe, writeJson, writeRaw } from '@/lib/storage';
import { getCurrentUser } from '../api/get-current-user';
import { logout } from '../api/logout';
import { refreshTokens } from '../api/refresh-tokens';
import type { AuthResult, SessionStatus, User } from '../types';
import { storedUserOf } from '../utils/stored-user';

/**
 * The session (SPEC section 4, Auth): loading, then authenticated or not. The user and both
 * tokens live in local storage (lib/storage.ts), so every tab and every hook sees the same
 * session; this module adds the start-up check (GET /auth/me with the stored token) and the
 * token refresh the API client asks for.
 */
export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

/** idle: not checked yet; checking: GET /auth/me in flight; done: storage is the truth. */
let phase: 'idle' | 'checking' | 'done' = 'idle';
const listeners = new Set<() => void>();
let cached: { key: string; session: SessionState } | null = null;

function setPhase(next: typeof phase): void {
  phase = next;
  for (const listener of listeners) listener();
}

function storedUser(): User | null {
  const raw = readRaw(storageKeys.user);
  if (!raw) return null;
  try {
    return storedUserOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

function hasStoredToken(): boolean {
  return Boolean(readRaw(storageKeys.accessToken) || readRaw(storageKeys.refreshToken));
}

export function getSession(): SessionState {
  const rawUser = readRaw(storageKeys.user);
  const access = Boolean(readRaw(storageKeys.accessToken));
  const pending = phase !== 'done' && hasStoredToken();
  const key = `${pending}|${access}|${rawUser ?? ''}`;
  if (cached?.key === key) return cached.session;
  const user = storedUser();
  let session: SessionState;
  // While the stored token is being checked the stored user is shown, so the header does not flicker.
  if (pending) session = { status: 'loading', user };
  else if (access && user) session = { status: 'authenticated', user };
  else session = { status: 'unauthenticated', user: null };
  cached = { key, session };
  return session;
}

export function subscribeSession(onChange: () => void): () => void {
  listeners.add(onChange);
  const stops = [storageKeys.user, storageKeys.accessToken, storageKeys.refreshToken].map((key) =>
    subscribe(key, onChange),
  );
  return () => {
    listeners.delete(onChange);
    for (const stop of stops) stop();
  };
}

/** Forgets the session: the stored user and both tokens. */
export function clearSession(): void {
  remove(storageKeys.user, storageKeys.accessToken, storageKeys.refreshToken);
}

export function saveSession(result: AuthResult): void {
  writeRaw(storageKeys.accessToken, result.accessToken);
  writeRaw(storageKeys.refreshToken, result.refreshToken);
  writeJson(storageKeys.user, result.user);
  if (phase !== 'done') setPhase('done');
}

export function saveUser(user: User): void {
  writeJson(storageKeys.user, user);
}

/** A refusal from the server (not a network failure or an outage): the session is over. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * For the API client: swap the refresh token for a new pair; null (and signed out) when
 * refused. If the session was replaced meanwhile (a sign-in), the new one is left alone.
 */
async function refreshStoredSession(): Promise<string | null> {
  const refreshToken = readRaw(storageKeys.refreshToken);
  if (!refreshToken) {
    clearSession();
    return null;
  }
  const replaced = () => readRaw(storageKeys.refreshToken) !== refreshToken;
  try {
    const result = await refreshTokens(refreshToken);
    if (replaced()) return readRaw(storageKeys.accessToken);
    saveSession(result);
    return result.accessToken;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (replaced()) return readRaw(storageKeys.accessToken);
    if ((error as ApiError).status === 403) endBecause((error as ApiError).message);
    else clearSession();
    return null;
  }
}

/**
 * The server ended the session (the account was blocked): forgotten here, and the person is taken
 * to the sign-in screen, which says why, rather than finding themselves silently signed out.
 */
function endBecause(reason: string): void {
  clearSession();
  location.assign(`/login?message=${encodeURIComponent(reason)}`);
}

setSessionHandlers({ refresh: refreshStoredSession, end: endBecause });

/**
 * Once per page load: with a stored token, confirm it with GET /auth/me (the API client
 * refreshes an expired access token); without one, a leftover stored user is dropped.
 * A sign-in that lands meanwhile wins: its session is not overwritten.
 */
export async function startSession(): Promise<void> {
  if (phase !== 'idle') return;
  if (!hasStoredToken()) {
    if (readRaw(storageKeys.user) !== null) remove(storageKeys.user);
    setPhase('done');
    return;
  }
  setPhase('checking');
  const stillChecking = () => phase === 'checking';
  try {
    if (!readRaw(storageKeys.accessToken)) await refreshStoredSession();
    if (readRaw(storageKeys.accessToken)) {
      const user = await getCurrentUser();
      // Keep the answer unless another account signed in meanwhile.
      if (stillChecking() || storedUser()?.id === user.id) saveUser(user);
    }
  } catch (error) {
    if (isRefusal(error) && stillChecking()) clearSession();
    // A network failure or an outage keeps the stored session; the next call will tell.
  } finally {
    if (stillChecking()) setPhase('done');
  }
}

/**
 * The social login return (SPEC section 8): both tokens must be present and GET /auth/me
 * must answer with a user; then the session is stored. Any failure leaves no session.
 */
export async function completeSocialLogin(params: {
  token: string | null;
  refresh: string | null;
  error: string | null;
}): Promise<boolean> {
  // This screen settles the session itself: a previous one is replaced either way.
  clearSession();
  if (phase !== 'done') setPhase('done');
  const { token, refresh, error } = params;
  if (error || !token || !refresh) return false;
  try {
    const user = await getCurrentUser({ token });
    saveSession({ user, accessToken: token, refreshToken: refresh });
    return true;
  } catch {
    clearSession();
    return false;
  }
}

/** Sign Out: revoke the session on the server (both tokens, best effort), then forget it here. */
export async function endSession(): Promise<void> {
  const refreshToken = readRaw(storageKeys.refreshToken);
  const accessToken = readRaw(storageKeys.accessToken);
  try {
    if (refreshToken || accessToken) await logout({ refreshToken, accessToken });
  } catch {
    // The server may be unreachable or the token already dead: sign out here regardless.
  } finally {
    clearSession();
  }
}
