import { useEffect, type ReactNode } from 'react';
import { startSession } from '../stores/session-store';

/** Confirms a stored session with the server once, when the app starts. */
export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void startSession();
  }, []);
  return children;
}
