import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import type { AuthFormState } from '../hooks/use-auth-form';
import { useTextValues } from '../hooks/use-text-values';
import type { LoginInput } from '../api/login';
import { AuthFormEnd } from './auth-form-end';

interface SignInFormProps {
  form: AuthFormState;
  onSubmit: (input: LoginInput) => void;
}

/** Email and password sign-in; shows the server's message when it refuses. */
export function SignInForm({ form, onSubmit }: SignInFormProps) {
  const t = useT();
  const { values, bind } = useTextValues({ email: '', password: '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ email: values.email.trim(), password: values.password });
  }

  return (
    <form className="auth-form" onSubmit={submit}>
      <TextField label={t('account.field.email')} type="email" autoComplete="username" required {...bind('email')} />
      <TextField label={t('account.field.password')} type="password" autoComplete="current-password" required {...bind('password')} />
      <AuthFormEnd form={form} label={t('account.signIn.submit')} busyLabel={t('account.signIn.busy')} />
    </form>
  );
}
