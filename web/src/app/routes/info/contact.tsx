import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { HeadsetIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { TitledSection } from '@/components/ui/titled-section';
import { support } from '@/lib/shop-info';
import './contact.css';

/** /contact */
export function ContactRoute() {
  return (
    <ContentPage title="Contact Us" lead="Questions about a product, an order or a payment? Our support team is available 24/7.">
      <ul className="contact-cards">
        <li>
          <MailIcon size={24} />
          <h2>Email</h2>
          <a href={`mailto:${support.email}`}>{support.email}</a>
          <p>Include your order number if you have one.</p>
        </li>
        <li>
          <PhoneIcon size={24} />
          <h2>Phone</h2>
          <a href={support.phoneHref}>{support.phone}</a>
          <p>Calls answered 24/7.</p>
        </li>
        <li>
          <HeadsetIcon size={24} />
          <h2>Help Center</h2>
          <Link to="/help">Read the answers</Link>
          <p>Ordering, payment, delivery and returns.</p>
        </li>
      </ul>

      <TitledSection titleId="contact-what" title="What to include">
        <p>
          To help us answer in one go, tell us your order number (it is shown in Order History and in your
          confirmation email), the phone number used for the mobile money payment if your question is about a
          payment, and a short description of the problem. Photos help for damaged or faulty products.
        </p>
        <p>
          DevShop is a commissionaire platform: for product questions we check with the supplier or manufacturer
          and come back to you.
        </p>
      </TitledSection>

      <TitledSection titleId="contact-before" title="Before you write">
        <ul>
          <li>
            <strong>Payment check:</strong> manual mobile money payments are verified within 24 hours of your
            screenshot upload.
          </li>
          <li>
            <strong>Delivery:</strong> bike delivery takes 3-4 business days; see <Link to="/shipping">Shipping Info</Link>.
          </li>
          <li>
            <strong>Returns and repairs:</strong> see <Link to="/returns">Returns</Link> and{' '}
            <Link to="/warranty">Warranty</Link>.
          </li>
        </ul>
      </TitledSection>
    </ContentPage>
  );
}
