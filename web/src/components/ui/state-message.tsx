import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { localMessage } from '@/lib/i18n/shop-messages';
import { AlertIcon } from './icons';
import { Spinner } from './spinner';
import './state-message.css';

/** 'Loading …' with a spinner, announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="state-message" role="status">
      <Spinner size="large" />
      <p className="state-message-text">{text}</p>
    </div>
  );
}

/** An error with its message and a Try Again button. */
export function ErrorState({
  title,
  message,
  onRetry,
  children,
}: {
  title?: string;
  message?: string | null;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="state-message state-message-error" role="alert">
      <span className="state-message-icon state-message-icon-error">
        <AlertIcon size={28} />
      </span>
      <h2 className="state-message-title">{title ?? t('ui.error.title')}</h2>
      {message ? <p className="state-message-text">{localMessage(message)}</p> : null}
      {onRetry ? (
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('ui.tryAgain')}
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** An empty result: an icon, a title, a hint and actions. */
export function EmptyState({
  icon,
  title,
  children,
  headingLevel = 2,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state-message">
      <span className="state-message-icon">{icon}</span>
      <Heading className="state-message-title">{title}</Heading>
      {children}
    </div>
  );
}
