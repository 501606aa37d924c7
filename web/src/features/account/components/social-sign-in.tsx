import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { GitHubIcon, GoogleIcon } from './provider-icons';
import { maxAttempts, useBackendCheck, type BackendCheck } from '../hooks/use-backend-check';
import type { SocialProvider } from '../types';
import { socialProviders } from '../utils/social-login';
import './auth.css';

const providerIcons: Record<SocialProvider, typeof GoogleIcon> = { google: GoogleIcon, github: GitHubIcon };

function providerName(id: SocialProvider): string {
  return socialProviders.find((p) => p.id === id)?.name ?? id;
}

function CheckProgress({ check }: { check: BackendCheck }) {
  const t = useT();
  if (check.state === 'checking') {
    return (
      <p className="backend-check backend-check-busy">
        <Spinner />
        <span>{t('account.social.checking', { provider: providerName(check.provider), attempt: check.attempt, total: maxAttempts })}</span>
      </p>
    );
  }
  if (check.state === 'ready') {
    return (
      <p className="backend-check backend-check-ready">
        <CheckCircleIcon size={18} />
        <span>
          <strong>{t('account.social.ready')}</strong> {t('account.social.redirecting', { provider: providerName(check.provider) })}
        </span>
      </p>
    );
  }
  return null;
}

/**
 * 'Continue with Google' and 'Continue with GitHub': each runs the backend check, then the
 * browser goes to /api/v1/auth/{provider}.
 */
export function SocialSignIn() {
  const t = useT();
  const { check, start, dismiss } = useBackendCheck();
  const busy = check.state === 'checking' || check.state === 'ready';
  return (
    <div className="social-sign-in">
      <ul className="social-buttons">
        {socialProviders.map(({ id, name }) => {
          const Icon = providerIcons[id];
          return (
            <li key={id}>
              <button
                type="button"
                className={`button button-lg social-button social-button-${id}`}
                disabled={busy}
                onClick={() => void start(id)}
              >
                <Icon size={20} />
                {t('account.social.continue', { provider: name })}
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" className="backend-check-region">
        <CheckProgress check={check} />
      </div>
      {check.state === 'failed' ? (
        <div role="alert" className="backend-check backend-check-failed">
          <AlertIcon size={18} />
          <div>
            <p className="backend-check-title">{t('account.social.unavailable')}</p>
            <p>{t('account.social.unavailableHint')}</p>
          </div>
          <button type="button" className="button button-secondary backend-check-dismiss" onClick={dismiss}>
            {t('account.social.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
