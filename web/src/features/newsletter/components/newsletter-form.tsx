import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { newsletterMessage } from '../utils/newsletter-messages';
import './newsletter-form.css';

/** Where links such as 'Subscribe Again' point: `/#newsletter` focuses the field. */
export const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * The home page signup (SPEC sections 2 and 4): one e-mail field and a submit control. The
 * field and the button are disabled while the request runs and after a success; the message
 * shows for 5 seconds.
 */
export function NewsletterForm() {
  const t = useT();
  const { state, subscribe } = useNewsletterSignup();
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  // wouter follows the path, not the hash: read it when the page changes (a link to /#newsletter).
  const [pathname] = useLocation();
  const loading = state.status === 'loading';
  const locked = loading || state.status === 'success';

  useEffect(() => {
    if (window.location.hash === `#${NEWSLETTER_ANCHOR}`) input.current?.focus();
  }, [pathname]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    if (await subscribe(email)) setEmail('');
  }

  return (
    <form className="newsletter-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="newsletter-form-row">
        <label htmlFor={inputId} className="visually-hidden">
          {t('account.newsletter.emailLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="newsletter-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('account.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={locked}
          aria-invalid={state.status === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="button button-light button-lg" disabled={locked}>
          {loading ? (
            <>
              <Spinner /> {t('account.newsletter.subscribing')}
            </>
          ) : (
            t('account.newsletter.subscribe')
          )}
        </button>
      </div>
      <p id={messageId} className={`newsletter-message newsletter-message-${state.status}`} role="status">
        {state.status === 'success' ? <CheckCircleIcon size={18} /> : null}
        {state.status === 'error' ? <AlertIcon size={18} /> : null}
        {state.status === 'success' || state.status === 'error' ? newsletterMessage(state.message) : null}
      </p>
    </form>
  );
}
