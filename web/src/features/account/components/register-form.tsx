import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { register, type RegisterInput } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { useTextValues } from '../hooks/use-text-values';
import { AuthFormEnd } from './auth-form-end';

const empty: RegisterInput = { email: '', password: '', firstName: '', lastName: '' };

/** Creates a local account (POST /auth/register) and signs it in. */
export function RegisterForm() {
  const form = useAuthForm(register, 'Registration failed. Please try again.');
  const { values, bind } = useTextValues(empty);
  /** An input's name, value, onChange and the server's message for it. */
  const field = (name: keyof RegisterInput) => ({
    ...bind(name),
    error: form.fieldErrors.find((e) => e.path === name)?.message,
  });

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
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        {...field('password')}
      />
      <AuthFormEnd form={form} label="Create Account" busyLabel="Creating account…" />
    </form>
  );
}
