import { Link } from 'react-router';
import { UserIcon } from './icons';
import './sign-in-prompt.css';

/** 'Please Sign In' for screens that need a session, with a link to /login. */
export function SignInPrompt({ text }: { text: string }) {
  return (
    <section className="sign-in-prompt card" aria-labelledby="sign-in-prompt-title">
      <span className="sign-in-prompt-icon">
        <UserIcon size={28} />
      </span>
      <h2 id="sign-in-prompt-title">Please Sign In</h2>
      <p>{text}</p>
      <Link to="/login" className="button button-primary button-lg">
        Sign In
      </Link>
    </section>
  );
}
