import { useLocation } from 'wouter';
import { CHECKOUT_LOGIN_REQUIRED } from '@shop/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import { useT } from '@/lib/i18n/use-t';
import './checkout-status.css';

/** Signed out at checkout: Sign In keeps /checkout to come back to (SPEC section 6). */
export function AccountRequired() {
  const t = useT();
  const [, navigate] = useLocation();
  function signIn() {
    saveRedirectAfterLogin('/checkout');
    navigate(`/login?message=${encodeURIComponent(CHECKOUT_LOGIN_REQUIRED)}`);
  }
  return (
    <SignInPrompt
      className="account-required"
      titleId="account-required-title"
      title={t('checkout.accountRequired')}
      text={t('checkout.accountRequiredText')}
    >
      <div className="account-required-actions">
        <button type="button" className="button button-primary button-lg" onClick={signIn}>
          {t('nav.signIn')}
        </button>
        <ButtonLink to="/products" variant="secondary">
          {t('cart.continueShopping')}
        </ButtonLink>
      </div>
    </SignInPrompt>
  );
}
