import { ButtonLink } from '@/components/ui/button-link';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ChatAssistant } from '@/features/catalog/components/chat-assistant';
import { FeaturedCarousel } from '@/features/catalog/components/featured-carousel';
import { NEWSLETTER_ANCHOR, NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import type { Product } from '@/features/catalog/types';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import type { QueryResult } from '@/lib/use-query';
import './home-below-fold.css';

/** The about banner's figures; a figure with words or a decimal is written in each language. */
const aboutFigures: { value: string | { key: MessageKey }; label: MessageKey }[] = [
  { value: '100+', label: 'catalog.about.brands' },
  { value: { key: 'catalog.about.ratingValue' }, label: 'catalog.about.rating' },
  { value: '2K+', label: 'catalog.about.customers' },
  { value: { key: 'catalog.about.deliveryValue' }, label: 'catalog.about.delivery' },
];

/**
 * The home page below the fold: the featured carousel, the about banner, the newsletter signup
 * and the chat assistant. Its own chunk, so the first paint carries only the hero and what
 * sits beside it.
 */
export function HomeBelowFold({ featured }: { featured: QueryResult<Product[]> }) {
  const t = useT();
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
            <h2 id="about-title">{t('catalog.about.title')}</h2>
            <p>{t('catalog.about.text')}</p>
          </div>
          <ButtonLink to="/about" variant="primary">
            {t('catalog.about.link')}
          </ButtonLink>
          <dl className="about-figures">
            {aboutFigures.map((figure) => (
              <div key={figure.label}>
                <dt>{t(figure.label)}</dt>
                <dd>{typeof figure.value === 'string' ? figure.value : t(figure.value.key)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id={NEWSLETTER_ANCHOR} className="container home-section" aria-labelledby="newsletter-title">
        <div className="newsletter-band">
          <div>
            <h2 id="newsletter-title">{t('catalog.newsletter.title')}</h2>
            <p>{t('catalog.newsletter.text')}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <ChatAssistant />
    </>
  );
}
