import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';

/** /terms-and-conditions */
export function TermsRoute() {
  return (
    <ContentPage
      title="Terms and Conditions"
      lead="Please read these terms before you buy. By using DevShop or placing an order you accept them."
      eyebrow={
        <Link to="/login">
          <ArrowLeftIcon size={16} /> Back to Sign In
        </Link>
      }
      footer={
        <>
          <Link to="/login" className="button button-secondary">
            <ArrowLeftIcon size={16} /> Back
          </Link>
          <Link to="/login" className="button button-primary">
            I Understand and Agree
          </Link>
        </>
      }
    >
      <TitledSection titleId="terms-platform" title="1. Platform Nature and Role">
        <p>
          DevShop is a <strong>commissionaire platform</strong>. We do not manufacture or own the products listed on
          the site. We act as an intermediary between you, the buyer, and the suppliers of the products: we present
          their products, take your order and payment, and arrange delivery to you.
        </p>
        <p>
          For this service we receive a commission. The contract of sale for each product is between you and its
          supplier, concluded through DevShop on the supplier's behalf.
        </p>
      </TitledSection>

      <TitledSection titleId="terms-users" title="2. User Responsibilities">
        <ul>
          <li>Give accurate contact details and a delivery address where you or someone you trust can receive the order.</li>
          <li>Keep your password, or the Google or GitHub account you sign in with, secure; you are responsible for orders placed with your account.</li>
          <li>Use the shop lawfully: no fraudulent orders, false payment proofs, or attempts to disrupt the service.</li>
          <li>Check the product description, compatibility and specifications before ordering.</li>
          <li>Write honest reviews; we may remove reviews that are abusive, misleading or unrelated to the product.</li>
        </ul>
      </TitledSection>

      <TitledSection titleId="terms-payments" title="3. Transactions and Payments">
        <p>
          All prices are shown in <strong>Rwandan francs (RWF)</strong> and <strong>include 18% VAT</strong>, as
          required by Rwandan law. The price that applies is the one shown when you place your order.
        </p>
        <p>
          Payment is made by <strong>MTN Mobile Money</strong> or by <strong>card</strong> (Visa or Mastercard),
          as checkout offers them. With mobile money, either a payment request is sent to your phone, which you
          approve with your PIN, or you pay manually using the dial code shown at checkout and upload the
          confirmation screenshot. Manual payments are verified within 24 hours; your order is processed once the
          payment is confirmed.
        </p>
        <p>
          Delivery is by bike and usually takes 3-4 business days. Delivery costs 1,000 RWF for orders below
          50,000 RWF and is free from 50,000 RWF. Promotional codes apply only under their stated conditions and
          cannot be exchanged for cash.
        </p>
      </TitledSection>

      <TitledSection titleId="terms-liability" title="4. Disclaimers and Limitations">
        <p>
          Because DevShop acts as an intermediary, <strong>our liability is limited to the commission fees</strong>{' '}
          we receive on the transaction concerned. We are not liable for indirect or consequential loss, such as
          lost data, profits or working time.
        </p>
        <p>
          <strong>Warranties are provided by the manufacturers or suppliers</strong> of the products, not by DevShop.
          Most products carry a 2-year warranty; we help you contact the warrantor and follow up on your claim.
          Product descriptions and images come from suppliers; we work to keep them accurate but small differences
          can occur.
        </p>
        <p>Nothing in these terms limits rights you have under Rwandan consumer protection law.</p>
      </TitledSection>

      <TitledSection titleId="terms-privacy" title="5. Privacy and Data Protection">
        <p>
          We collect the personal data needed to run your account, deliver your orders and answer your questions,
          and we share it only with the parties who need it to fulfil your order (suppliers, delivery riders and the
          mobile money or card provider). Details are in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </TitledSection>

      <TitledSection titleId="terms-changes" title="6. Changes to Terms">
        <p>
          We may update these terms, for example when the law or our services change. The version published on this
          page applies from the date it is posted; orders already placed remain under the terms accepted at the
          time of ordering.
        </p>
      </TitledSection>

      <TitledSection titleId="terms-contact" title="7. Contact Information">
        <p>Questions about these terms? Our support team is available 24/7:</p>
        <ul>
          <li>
            Email: <a href={`mailto:${support.email}`}>{support.email}</a>
          </li>
          <li>
            Phone: <a href={support.phoneHref}>{support.phone}</a>
          </li>
        </ul>
      </TitledSection>
    </ContentPage>
  );
}
