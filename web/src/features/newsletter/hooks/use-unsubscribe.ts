import { useCallback, useState } from 'react';
import { unsubscribeFromNewsletter } from '../api/unsubscribe-from-newsletter';
import { failureMessage } from '../utils/newsletter-messages';

export type UnsubscribeState =
  | { status: 'confirm' }
  | { status: 'requesting' }
  | { status: 'success'; message?: string }
  | { status: 'failed'; message: string };

/** The unsubscribe page's states (SPEC section 4): confirm, requesting, success or failed; Try Again repeats the request. */
export function useUnsubscribe(token: string | null) {
  const [state, setState] = useState<UnsubscribeState>({ status: 'confirm' });

  const unsubscribe = useCallback(async () => {
    if (!token) return;
    setState({ status: 'requesting' });
    try {
      setState({ status: 'success', message: await unsubscribeFromNewsletter(token) });
    } catch (error) {
      setState({ status: 'failed', message: failureMessage(error) });
    }
  }, [token]);

  return { state, unsubscribe };
}
