import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from '../stores/session-store';

const noSession: SessionState = { status: 'loading', user: null };

/** The current session, kept in step with local storage in this tab and others. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => noSession);
}
