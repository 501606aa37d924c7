import { useState, type FormEvent } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { register, type RegisterInput } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';

const empty: RegisterInput = { email: '', password: '', firstName: '', lastName: '' };

/** Creates a local account (POST /auth/register) and signs it in. */
export function RegisterForm() {
  const form = useAuthForm(register, 'Registration failed. Please try again.');
  const [values, setValues] = useState<RegisterInput>(empty);
  const fieldError = (path: keyof RegisterInput) => form.fieldErrors.find((e) => e.path === path)?.message;
  const set = (key: keyof RegisterInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

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
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={fieldError('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={set('lastName')}
          error={fieldError('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={fieldError('email')}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        value={values.password}
        onChange={set('password')}
        error={fieldError('password')}
      />
      {form.error ? (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} />
          {form.error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-lg auth-submit" disabled={form.pending}>
        {form.pending ? <Spinner /> : null}
        {form.pending ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
