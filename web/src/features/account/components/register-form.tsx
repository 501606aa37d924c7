import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import { register, type RegisterInput } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { useTextValues } from '../hooks/use-text-values';
import { accountMessage } from '../utils/server-messages';
import { AuthFormEnd } from './auth-form-end';

const empty: RegisterInput = { email: '', password: '', firstName: '', lastName: '' };

/** Creates a local account (POST /auth/register) and signs it in. */
export function RegisterForm() {
  const t = useT();
  const form = useAuthForm(register, t('account.register.failed'));
  const { values, bind } = useTextValues(empty);
  /** An input's name, value, onChange and the server's message for it. */
  const field = (name: keyof RegisterInput) => {
    const error = form.fieldErrors.find((e) => e.path === name)?.message;
    return { ...bind(name), error: error ? accountMessage(error) : undefined };
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit({
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
  }

  return (
    <form className="auth-form" onSubmit={submit}>
      <div className="auth-form-row">
        <TextField label={t('account.field.firstName')} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={t('account.field.lastName')} autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label={t('account.field.email')} type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label={t('account.field.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('account.register.passwordHint')}
        {...field('password')}
      />
      <AuthFormEnd form={form} label={t('account.register.submit')} busyLabel={t('account.register.busy')} />
    </form>
  );
}
