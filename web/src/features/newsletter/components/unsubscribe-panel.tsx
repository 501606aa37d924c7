import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { AlertIcon, CheckCircleIcon, MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import { newsletterMessage, SUBSCRIBER_BENEFITS } from '../utils/newsletter-messages';
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
  const t = useT();
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
              {t('account.unsubscribe.successTitle')}
            </h2>
            <p>{state.message ? newsletterMessage(state.message) : t('account.newsletter.unsubscribed')}</p>
            <p>
              {email ? <strong>{email}</strong> : t('account.unsubscribe.thisAddressStart')} {t('account.unsubscribe.noLonger')}
            </p>
            <div className="unsubscribe-actions">
              <Link to="/" className="button button-primary">
                {t('ui.backHome')}
              </Link>
              <Link to={`/#${NEWSLETTER_ANCHOR}`} className="button button-secondary">
                {t('account.unsubscribe.subscribeAgain')}
              </Link>
            </div>
          </>
        ) : state.status === 'failed' ? (
          <>
            <span className="unsubscribe-icon unsubscribe-icon-error">
              <AlertIcon size={32} />
            </span>
            <h2 id="unsubscribe-heading" ref={heading} tabIndex={-1}>
              {t('account.unsubscribe.failedTitle')}
            </h2>
            <p className="form-alert" role="alert">
              {newsletterMessage(state.message)}
            </p>
            <div className="unsubscribe-actions">
              <button type="button" className="button button-primary" onClick={() => void unsubscribe()}>
                {t('ui.tryAgain')}
              </button>
              <Link to="/" className="button button-secondary">
                {t('ui.backHome')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <span className="unsubscribe-icon">
              <MailIcon size={32} />
            </span>
            <h2 id="unsubscribe-heading">{t('account.unsubscribe.confirmTitle')}</h2>
            <p>
              {t('account.unsubscribe.confirmBefore')} {email ? <strong>{email}</strong> : t('account.unsubscribe.thisAddress')}{' '}
              {t('account.unsubscribe.confirmAfter')}
            </p>
            <ul className="unsubscribe-benefits">
              {SUBSCRIBER_BENEFITS.map((benefit) => (
                <li key={benefit}>{t(benefit)}</li>
              ))}
            </ul>
            {token ? null : (
              <p className="form-alert" role="alert">
                <AlertIcon size={18} /> {t('messages.unsubscribeTokenMissing')}
              </p>
            )}
            <div className="unsubscribe-actions">
              <button type="button" className="button button-primary" disabled={!token || state.status === 'requesting'} onClick={() => void unsubscribe()}>
                {state.status === 'requesting' ? (
                  <>
                    <Spinner /> {t('account.unsubscribe.busy')}
                  </>
                ) : (
                  t('account.unsubscribe.confirm')
                )}
              </button>
              <Link to="/" className="button button-secondary">
                {t('account.unsubscribe.keep')}
              </Link>
            </div>
          </>
        )}
      </section>
      <aside className="unsubscribe-support" aria-label={t('account.unsubscribe.support')}>
        <p>
          {t('account.unsubscribe.needHelp')} <a href={`mailto:${support.email}`}>{support.email}</a> {t('account.unsubscribe.orCall')}{' '}
          <a href={support.phoneHref}>{support.phone}</a> ({support.hours}).
        </p>
      </aside>
    </div>
  );
}
