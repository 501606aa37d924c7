import { useEffect, useState } from 'react';
import { getAuthProviders } from '../api/get-auth-providers';
import type { AuthProviders } from '../types';

export type ProvidersState =
  | { status: 'loading' }
  | { status: 'ready'; providers: AuthProviders }
  | { status: 'error' };

/** The sign-in methods the server offers (GET /auth/providers), loaded once per mount. */
export function useAuthProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getAuthProviders(controller.signal).then(
      (providers) => setState({ status: 'ready', providers }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
