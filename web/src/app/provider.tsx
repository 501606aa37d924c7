import { StrictMode, type ReactNode } from 'react';

/**
 * App-wide providers. The shell keeps its state in local storage (lib/storage.ts), so there
 * is nothing to provide yet beyond StrictMode; session and data providers go here.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
