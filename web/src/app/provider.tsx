import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '@/features/account/components/session-provider';
import { queryClient } from '@/lib/use-query';

/**
 * App-wide providers. Server state lives in TanStack Query (lib/use-query.ts); most shell state
 * in local storage (lib/storage.ts); the session provider confirms a stored session with the
 * server once at start.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
