import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CartProduct } from '@shop/domain';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/shop-icons';
import { ErrorState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { countProductView } from '../api/count-product-view';
import type { Product } from '../types';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import './featured-carousel.css';

/** A carousel card is 240 px on a phone, a third of the page from 768 px and a quarter from 1100 px. */
const CAROUSEL_IMAGE_SIZES = '(max-width: 767px) 240px, (max-width: 1099px) 33vw, 290px';

/**
 * The home page's scrolling row of featured products. The track is a focusable scroll region
 * (arrow keys scroll it), every card is reachable with Tab, and the buttons page through it.
 */
export function FeaturedCarousel({
  products,
  status,
  error,
  onRetry,
  onAddToCart,
}: {
  products: Product[];
  status: 'loading' | 'error' | 'success';
  error: string | null;
  onRetry: () => void;
  onAddToCart: (product: CartProduct) => void;
}) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({
      start: track.scrollLeft <= 4,
      end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      track.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, products.length]);

  function scroll(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <section className="container home-section featured" aria-labelledby="featured-title" aria-roledescription="carousel">
      <div className="home-section-head">
        <div>
          <h2 id="featured-title" className="section-title">
            {t('catalog.featured.title')}
          </h2>
          <p className="featured-lead">{t('catalog.featured.lead')}</p>
        </div>
        <div className="featured-controls">
          <Link to="/products?featured=true" className="home-more">
            {t('catalog.featured.viewAll')} <ArrowRightIcon size={16} />
          </Link>
          {products.length ? (
            <>
              <button
                type="button"
                className="carousel-button"
                aria-label={t('catalog.featured.back')}
                onClick={() => scroll(-1)}
                disabled={edges.start}
              >
                <ChevronLeftIcon size={20} />
              </button>
              <button
                type="button"
                className="carousel-button"
                aria-label={t('catalog.featured.forward')}
                onClick={() => scroll(1)}
                disabled={edges.end}
              >
                <ChevronRightIcon size={20} />
              </button>
            </>
          ) : null}
        </div>
      </div>
      {status === 'loading' && !products.length ? (
        // A row of card outlines, the carousel's size, so the sections below do not move.
        <div className="carousel-track" role="status">
          <span className="visually-hidden">{t('catalog.featured.loading')}</span>
          <ul className="carousel-list" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="carousel-item">
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status === 'error' && !products.length ? <ErrorState message={error} onRetry={onRetry} /> : null}
      {status === 'success' && !products.length ? (
        <p className="featured-empty">{t('catalog.featured.empty')}</p>
      ) : null}
      {products.length ? (
        <div
          ref={trackRef}
          className="carousel-track"
          tabIndex={0}
          role="region"
          aria-label={t('catalog.featured.track')}
        >
          <ul className="carousel-list">
            {products.map((product) => (
              <li key={product._id} className="carousel-item">
                <ProductCard
                  product={product}
                  onAddToCart={onAddToCart}
                  onOpen={(p) => countProductView(p._id)}
                  imageSizes={CAROUSEL_IMAGE_SIZES}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
