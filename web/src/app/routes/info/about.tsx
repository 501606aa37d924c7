import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';

/** /about */
export function AboutRoute() {
  return (
    <ContentPage
      title="About DevShop"
      lead="An online shop for developer hardware and accessories, made for developers in Rwanda."
      footer={
        <Link to="/products" className="button button-primary">
          Browse Products
        </Link>
      }
    >
      <ul className="fact-grid" aria-label="DevShop in numbers">
        <li>
          <strong>5K+</strong> <span>developers</span>
        </li>
        <li>
          <strong>100+</strong> <span>products</span>
        </li>
        <li>
          <strong>99%</strong> <span>uptime</span>
        </li>
      </ul>

      <TitledSection titleId="about-what" title="What we do">
        <p>
          DevShop brings together the gear developers use every day: monitors, keyboards, mice, audio, smartwatches,
          apparel, laptops and accessories. You can browse and search the catalogue, keep a cart and a wishlist, and
          order in a few steps.
        </p>
      </TitledSection>

      <TitledSection titleId="about-how" title="How it works">
        <p>
          DevShop is a <strong>commissionaire platform</strong>. We do not manufacture or own the products we list;
          we act as the intermediary between you and trusted suppliers. We take your order and payment, make sure
          the supplier prepares it, and deliver it to you. Our earnings come from a commission on each sale.
        </p>
        <ul>
          <li>
            <strong>Clear prices:</strong> every price is in Rwandan francs (RWF) and already includes 18% VAT.
          </li>
          <li>
            <strong>Mobile money:</strong> approve a payment request on your phone, or pay with the dial code and
            upload a screenshot; manual payments are verified within 24 hours.
          </li>
          <li>
            <strong>Bike delivery:</strong> orders arrive in 3-4 business days, free from 50,000 RWF.
          </li>
          <li>
            <strong>Peace of mind:</strong> a 30-day return policy and a 2-year warranty from the manufacturer or
            supplier.
          </li>
        </ul>
      </TitledSection>

      <TitledSection titleId="about-support" title="Here when you need us">
        <p>
          Our support team answers 24/7. See the <Link to="/help">Help Center</Link> for common questions or{' '}
          <Link to="/contact">contact us</Link> directly.
        </p>
      </TitledSection>
    </ContentPage>
  );
}
