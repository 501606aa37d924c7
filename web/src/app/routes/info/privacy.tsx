import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';

/** /privacy */
export function PrivacyRoute() {
  return (
    <ContentPage title="Privacy Policy" lead="What personal data DevShop keeps, why, who sees it, and how you stay in control.">
      <TitledSection titleId="privacy-collect" title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name and email address, and either your password, which we keep
            only as a salted scrypt hash that cannot be turned back into it, or, if you sign in with Google or
            GitHub, the name, email address and profile picture they share. We never see your Google or GitHub
            password.
          </li>
          <li>
            <strong>Profile and delivery details</strong> you give us: phone number and delivery address (street,
            city, district).
          </li>
          <li>
            <strong>Orders and payments:</strong> what you ordered, the amounts, the mobile money reference, for
            manual payments the confirmation screenshot you upload, and for card payments the card's brand and last
            four digits. We never store a card's full number, expiry date or security code.
          </li>
          <li>
            <strong>Reviews</strong> you write and products you add to your wishlist.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, if you subscribe.
          </li>
        </ul>
      </TitledSection>

      <TitledSection titleId="privacy-use" title="How we use it">
        <p>
          We use your data to run your account, process and deliver your orders, verify payments, provide
          warranty and return support, answer your questions, and, if you subscribed, send you the newsletter. We
          do not sell your personal data.
        </p>
      </TitledSection>

      <TitledSection titleId="privacy-share" title="Who we share it with">
        <p>
          As a commissionaire platform we share only what is needed to complete your order: the supplier of the
          product, the rider who delivers it, and the mobile money or card provider that processes the payment. We disclose
          data to authorities only when the law requires it.
        </p>
      </TitledSection>

      <TitledSection titleId="privacy-browser" title="Data kept in your browser">
        <p>
          Your cart, your wishlist and your sign-in session are saved in your browser's local storage so they
          survive a page reload. Signing out removes the session. DevShop loads no third-party trackers, fonts or
          advertising scripts.
        </p>
      </TitledSection>

      <TitledSection titleId="privacy-rights" title="Your rights">
        <p>
          In line with Rwanda's law on the protection of personal data and privacy, you may ask to see, correct or
          delete your personal data, and you can unsubscribe from the newsletter at any time with the link in every
          email. Write to <a href={`mailto:${support.email}`}>{support.email}</a> and we will answer promptly.
        </p>
      </TitledSection>

      <TitledSection titleId="privacy-keep" title="How long we keep it">
        <p>
          We keep order and payment records for as long as accounting and tax rules require, and other data for as
          long as your account is active or you ask us to delete it.
        </p>
      </TitledSection>
    </ContentPage>
  );
}
