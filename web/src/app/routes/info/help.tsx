import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';

/** /help */
export function HelpRoute() {
  return (
    <ContentPage title="Help Center" lead="Answers to the questions we hear most. Can't find yours? We're here 24/7.">
      <TitledSection titleId="help-order" title="Ordering">
        <h3>How do I place an order?</h3>
        <p>
          Add products to your cart, open the cart and choose Proceed to Checkout. Sign in (or create an account
          with your email address), enter your contact details and delivery address, then pay by mobile money or
          card.
        </p>
        <h3>Do I need an account?</h3>
        <p>
          You can browse, search and fill your cart without one. Signing in is needed to check out, see your order
          history, write reviews and manage your profile. Create an account with your email address and a
          password, or sign in with Google or GitHub where the sign-in page offers them.
        </p>
        <h3>How do promo codes work?</h3>
        <p>
          Enter the code in the promo box of your cart and choose Apply. Newsletter subscribers get 2% off their
          first order with the code WELCOME2.
        </p>
      </TitledSection>

      <TitledSection titleId="help-pay" title="Payment">
        <h3>Which payment methods do you accept?</h3>
        <p>
          MTN Mobile Money and cards. With mobile money, either we send a payment request to your phone and you
          approve it with your PIN, or you pay manually with the dial code shown at checkout and upload a
          screenshot of the confirmation. Visa and Mastercard cards are paid at checkout. Checkout lists the
          methods available today.
        </p>
        <h3>How long does payment verification take?</h3>
        <p>Manual payments are verified within 24 hours. You will get an email when your order is confirmed.</p>
        <h3>Are taxes included?</h3>
        <p>Yes. All prices are in RWF and include 18% VAT, as required by Rwandan law.</p>
      </TitledSection>

      <TitledSection titleId="help-delivery" title="Delivery and orders">
        <h3>How long does delivery take?</h3>
        <p>
          Orders are delivered by bike in 3-4 business days. Delivery is free from 50,000 RWF and costs 1,000 RWF
          below that. See <Link to="/shipping">Shipping Info</Link>.
        </p>
        <h3>Where can I follow my order?</h3>
        <p>
          Open Order History from your account menu. Each order shows its status (pending, confirmed, processing,
          shipped, delivered) and a tracking number once it has one.
        </p>
      </TitledSection>

      <TitledSection titleId="help-after" title="Returns and warranty">
        <p>
          You can return a product within 30 days (see <Link to="/returns">Returns</Link>), and products carry a
          2-year manufacturer or supplier warranty (see <Link to="/warranty">Warranty</Link>).
        </p>
      </TitledSection>

      <TitledSection titleId="help-contact" title="Still need help?">
        <p>
          Email <a href={`mailto:${support.email}`}>{support.email}</a> or call{' '}
          <a href={support.phoneHref}>{support.phone}</a>, any day, any time.
        </p>
      </TitledSection>
    </ContentPage>
  );
}
