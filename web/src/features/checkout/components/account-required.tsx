import { Link, useNavigate } from 'react-router';
import { CHECKOUT_LOGIN_REQUIRED } from '@shop/domain';
import { UserIcon } from '@/components/ui/icons';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import '@/components/ui/sign-in-prompt.css';
import './checkout-status.css';

/** Signed out at checkout: Sign In keeps /checkout to come back to (SPEC section 6). */
export function AccountRequired() {
  const navigate = useNavigate();
  function signIn() {
    saveRedirectAfterLogin('/checkout');
    navigate(`/login?message=${encodeURIComponent(CHECKOUT_LOGIN_REQUIRED)}`);
  }
  return (
    <section className="sign-in-prompt card account-required" aria-labelledby="account-required-title">
      <span className="sign-in-prompt-icon">
        <UserIcon size={28} />
      </span>
      <h2 id="account-required-title">Account Required</h2>
      <p>Please sign in to your account to complete your purchase. Your cart is kept.</p>
      <div className="account-required-actions">
        <button type="button" className="button button-primary button-lg" onClick={signIn}>
          Sign In
        </button>
        <Link to="/products" className="button button-secondary button-lg">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
