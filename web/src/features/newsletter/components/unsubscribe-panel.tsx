import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { UNSUBSCRIBE_TOKEN_MISSING } from '@shop/domain';
import { AlertIcon, CheckCircleIcon, MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { support } from '@/lib/shop-info';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import { SUBSCRIBER_BENEFITS } from '../utils/newsletter-messages';
import { NEWSLETTER_ANCHOR } from './newsletter-form';
import './unsubscribe-panel.css';

interface UnsubscribePanelProps {
  /** From the link of the welcome e-mail; without one nothing can be unsubscribed. */
  token: string | null;
  email: string | null;
}

/**
 * The unsubscribe page's body (SPEC sections 2, 4, 5 and 8): confirm, requesting, success or
 * failed, with the support contacts below. Each result moves focus to its heading.
 */
export function UnsubscribePanel({ token, email }: UnsubscribePanelProps) {
  const { state, unsubscribe } = useUnsubscribe(token);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.status === 'success' || state.status === 'failed') heading.current?.focus();
  }, [state.status]);

  return (
    <div className="unsubscribe">
      <section className="unsubscribe-card" aria-labelledby="unsubscribe-heading">
        {state.status === 'success' ? (
          <>
            <span className="unsubscribe-icon unsubscribe-icon-success">
              <CheckCircleIcon size={32} />
            </span>
            <h2 id="unsubscribe-heading" ref={heading} tabIndex={-1}>
              Successfully Unsubscribed!
            </h2>
            <p>{state.message ?? 'You have been unsubscribed from the DevShop newsletter.'}</p>
            <p>
              {email ? <strong>{email}</strong> : 'This address'} will no longer receive our newsletter. Changed your mind? You can
              subscribe again at any time.
            </p>
            <div className="unsubscribe-actions">
              <Link to="/" className="button button-primary">
                Back to Home
              </Link>
              <Link to={`/#${NEWSLETTER_ANCHOR}`} className="button button-secondary">
                Subscribe Again
              </Link>
            </div>
          </>
        ) : state.status === 'failed' ? (
          <>
            <span className="unsubscribe-icon unsubscribe-icon-error">
              <AlertIcon size={32} />
            </span>
            <h2 id="unsubscribe-heading" ref={heading} tabIndex={-1}>
              Unsubscribe Failed
            </h2>
            <p className="form-alert" role="alert">
              {state.message}
            </p>
            <div className="unsubscribe-actions">
              <button type="button" className="button button-primary" onClick={() => void unsubscribe()}>
                Try Again
              </button>
              <Link to="/" className="button button-secondary">
                Back to Home
              </Link>
            </div>
          </>
        ) : (
          <>
            <span className="unsubscribe-icon">
              <MailIcon size={32} />
            </span>
            <h2 id="unsubscribe-heading">Confirm Unsubscribe</h2>
            <p>
              Are you sure you want to unsubscribe {email ? <strong>{email}</strong> : 'this address'} from the DevShop newsletter?
              You will miss out on:
            </p>
            <ul className="unsubscribe-benefits">
              {SUBSCRIBER_BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            {token ? null : (
              <p className="form-alert" role="alert">
                <AlertIcon size={18} /> {UNSUBSCRIBE_TOKEN_MISSING}
              </p>
            )}
            <div className="unsubscribe-actions">
              <button type="button" className="button button-primary" disabled={!token || state.status === 'requesting'} onClick={() => void unsubscribe()}>
                {state.status === 'requesting' ? (
                  <>
                    <Spinner /> Unsubscribing…
                  </>
                ) : (
                  'Yes, Unsubscribe'
                )}
              </button>
              <Link to="/" className="button button-secondary">
                Keep Me Subscribed
              </Link>
            </div>
          </>
        )}
      </section>
      <aside className="unsubscribe-support" aria-label="Support">
        <p>
          Need help? Write to <a href={`mailto:${support.email}`}>{support.email}</a> or call{' '}
          <a href={support.phoneHref}>{support.phone}</a> ({support.hours}).
        </p>
      </aside>
    </div>
  );
}
