import { ButtonLink } from '@/components/ui/button-link';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ChatAssistant } from '@/features/catalog/components/chat-assistant';
import { FeaturedCarousel } from '@/features/catalog/components/featured-carousel';
import { NEWSLETTER_ANCHOR, NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import type { Product } from '@/features/catalog/types';
import type { QueryResult } from '@/lib/use-query';
import './home-below-fold.css';

const aboutFigures = [
  { value: '100+', label: 'Products from trusted brands' },
  { value: '4.8/5', label: 'Average customer rating' },
  { value: '2K+', label: 'Happy customers in Rwanda' },
  { value: '3-4 days', label: 'Bike delivery across Kigali' },
];

/**
 * The home page below the fold: the featured carousel, the about banner, the newsletter signup
 * and the chat assistant. Its own chunk, so the first paint carries only the hero and what
 * sits beside it.
 */
export function HomeBelowFold({ featured }: { featured: QueryResult<Product[]> }) {
  const addToCart = useAddToCart();
  return (
    <>
      <FeaturedCarousel
        products={featured.data ?? []}
        status={featured.status}
        error={featured.error}
        onRetry={featured.reload}
        onAddToCart={addToCart}
      />

      <section className="container home-section" aria-labelledby="about-title">
        <div className="about-banner">
          <div>
            <h2 id="about-title">A marketplace built for developers</h2>
            <p>
              DevShop is a commissionaire platform: we connect you with trusted suppliers of developer hardware,
              handle your order and payment, and deliver it by bike in 3-4 business days. Warranties come from the
              manufacturers and suppliers, and we help you use them.
            </p>
          </div>
          <ButtonLink to="/about" variant="primary">About DevShop</ButtonLink>
          <dl className="about-figures">
            {aboutFigures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id={NEWSLETTER_ANCHOR} className="container home-section" aria-labelledby="newsletter-title">
        <div className="newsletter-band">
          <div>
            <h2 id="newsletter-title">Get 2% off your first order</h2>
            <p>Subscribe to our newsletter for deals, new arrivals and tech tips for developers.</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <ChatAssistant />
    </>
  );
}
