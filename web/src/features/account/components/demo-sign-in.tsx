import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT, type Translate } from '@/lib/i18n/use-t';
import { login, type LoginInput } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import type { DemoAccount } from '../types';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import './auth.css';

function roleLabel(t: Translate, account: DemoAccount): string {
  return account.role === 'ADMIN' ? t('menu.adminBadge') : t('account.signIn.roleShopper');
}

/**
 * Sign-in with an email and password, offered when the server runs with demo accounts: the
 * demo accounts as one-click choices, the typed form, and a switch to create an account.
 */
export function DemoSignIn({ accounts }: { accounts: DemoAccount[] }) {
  const t = useT();
  const form = useAuthForm(login, t('account.signIn.failed'));
  const [mode, setMode] = useState<'sign-in' | 'register'>('sign-in');
  const [chosen, setChosen] = useState<string | null>(null);

  function signIn(input: LoginInput, account?: string) {
    setChosen(account ?? null);
    void form.submit(input);
  }

  return (
    <section className="demo-sign-in" aria-labelledby="demo-sign-in-title">
      <h2 id="demo-sign-in-title" className="auth-section-title">
        {mode === 'sign-in' ? t('account.signIn.withEmail') : t('account.signIn.createAccount')}
      </h2>
      {mode === 'sign-in' ? (
        <>
          {accounts.length > 0 ? (
            <div className="demo-accounts">
              <p className="demo-accounts-lead">{t('account.signIn.demoLead')}</p>
              <ul>
                {accounts.map((account) => (
                  <li key={account.email}>
                    <button
                      type="button"
                      className="demo-account"
                      disabled={form.pending}
                      onClick={() => signIn({ email: account.email, password: account.password }, account.email)}
                    >
                      <span className={`demo-account-role demo-account-role-${account.role.toLowerCase()}`}>
                        {roleLabel(t, account)}
                      </span>
                      <span className="demo-account-text">
                        <span className="demo-account-label">{account.label}</span>
                        <span className="demo-account-email">{account.email}</span>
                      </span>
                      {form.pending && chosen === account.email ? <Spinner /> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <SignInForm form={form} onSubmit={(input) => signIn(input)} />
        </>
      ) : (
        <RegisterForm />
      )}
      <p className="auth-switch">
        {mode === 'sign-in' ? t('account.signIn.newHere') : t('account.signIn.haveAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            form.reset();
            setMode(mode === 'sign-in' ? 'register' : 'sign-in');
          }}
        >
          {mode === 'sign-in' ? t('account.signIn.createAccount') : t('account.signIn.instead')}
        </button>
      </p>
    </section>
  );
}
