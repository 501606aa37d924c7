import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { useT } from '@/lib/i18n/use-t';
import { UserIcon } from './icons';
import './sign-in-prompt.css';

/**
 * 'Please Sign In' for screens that need a session, with a link to /login. A screen with its
 * own way to sign in (checkout keeps where to come back to) gives its title and actions.
 */
export function SignInPrompt({
  text,
  title,
  titleId = 'sign-in-prompt-title',
  className,
  children,
}: {
  text: string;
  title?: string;
  titleId?: string;
  /** Added to the card's own classes. */
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const classes = className ? `sign-in-prompt card ${className}` : 'sign-in-prompt card';
  return (
    <section className={classes} aria-labelledby={titleId}>
      <span className="sign-in-prompt-icon">
        <UserIcon size={28} />
      </span>
      <h2 id={titleId}>{title ?? t('ui.signInPrompt')}</h2>
      <p>{text}</p>
      {children ?? (
        <ButtonLink to="/login" variant="primary">
          {t('nav.signIn')}
        </ButtonLink>
      )}
    </section>
  );
}
