import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Fragment, StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '@/features/account/components/session-provider';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/use-query';

/**
 * App-wide providers. Server state lives in TanStack Query (lib/use-query.ts); most shell state
 * in local storage (lib/storage.ts); the session provider confirms a stored session with the
 * server once at start; messages come from Lingui (lib/i18n), already in the shopper's language.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SpokenIn>{children}</SpokenIn>
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * Draws the app afresh when the language changes, so every text follows, including those read
 * outside React's render (titles, toasts, labels built in helpers); stored state stays.
 */
function SpokenIn({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
