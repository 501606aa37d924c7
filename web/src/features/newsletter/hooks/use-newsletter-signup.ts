import { useCallback, useEffect, useState } from 'react';
import { NEWSLETTER_MESSAGE_RESET_MS, validateNewsletterEmail } from '@shop/domain';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { failureMessage } from '../utils/newsletter-messages';

export type SignupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/**
 * The newsletter form's states (SPEC section 4): idle, loading, then success or error, which
 * return to idle after 5 seconds. Resolves true when the e-mail was subscribed.
 */
export function useNewsletterSignup() {
  const [state, setState] = useState<SignupState>({ status: 'idle' });

  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error') return;
    const timer = setTimeout(() => setState({ status: 'idle' }), NEWSLETTER_MESSAGE_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const subscribe = useCallback(async (email: string): Promise<boolean> => {
    const invalid = validateNewsletterEmail(email)[0];
    if (invalid) {
      setState({ status: 'error', message: invalid.message });
      return false;
    }
    setState({ status: 'loading' });
    try {
      setState({ status: 'success', message: await subscribeToNewsletter(email.trim()) });
      return true;
    } catch (error) {
      setState({ status: 'error', message: failureMessage(error) });
      return false;
    }
  }, []);

  return { state, subscribe };
}
