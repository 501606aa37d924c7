import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
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
  const { values, bind } = useTextValues({ email: '', password: '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ email: values.email.trim(), password: values.password });
  }

  return (
    <form className="auth-form" onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="username" required {...bind('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...bind('password')} />
      <AuthFormEnd form={form} label="Sign In" busyLabel="Signing in…" />
    </form>
  );
}
