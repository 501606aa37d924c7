import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../stores/session-store';

const noSession: Session = { status: 'loading', user: null };

/** The current session, kept in step with local storage in this tab and others. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => noSession);
}
