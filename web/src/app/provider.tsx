import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '@/features/account/components/session-provider';

/**
 * App-wide providers. Most shell state lives in local storage (lib/storage.ts); the session
 * provider confirms a stored session with the server once at start.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SessionProvider>{children}</SessionProvider>
    </StrictMode>
  );
}
