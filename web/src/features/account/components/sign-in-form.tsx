import { useState, type FormEvent } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import type { AuthFormState } from '../hooks/use-auth-form';
import type { LoginInput } from '../api/login';

interface SignInFormProps {
  form: AuthFormState;
  onSubmit: (input: LoginInput) => void;
}

/** Email and password sign-in; shows the server's message when it refuses. */
export function SignInForm({ form, onSubmit }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  }

  return (
    <form className="auth-form" onSubmit={submit}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {form.error ? (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} />
          {form.error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-lg auth-submit" disabled={form.pending}>
        {form.pending ? <Spinner /> : null}
        {form.pending ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}
