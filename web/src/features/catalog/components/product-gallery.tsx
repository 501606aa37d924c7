import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import type { Product } from '../types';
import { ProductImage } from './product-image';
import './product-gallery.css';

/** The large picture fills the page on a phone and half the 1200 px page beside the details from 900 px. */
const STAGE_SIZES = '(min-width: 900px) 600px, 100vw';
/** A thumbnail is 72 px, less its border and padding. */
const THUMB_SIZES = '64px';

/**
 * The product's pictures: the current one large, previous/next, and thumbnails; uploaded photos
 * at the width each place needs (`media`, the product's).
 */
export function ProductGallery({ images, name, media = {} }: { images: string[]; name: string; media?: Product['media'] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? images[0]!;
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const alt = count > 1 ? t('catalog.gallery.picture', { name, index: index + 1, count }) : name;

  return (
    <div className="gallery" aria-roledescription="gallery" aria-label={t('catalog.gallery.label', { name })} role="group">
      <div className="gallery-stage">
        {media[current] ? (
          <ResponsiveImage
            key={current}
            src={current}
            media={media[current]}
            alt={alt}
            sizes={STAGE_SIZES}
            className="gallery-image"
            loading="priority"
          />
        ) : (
          <ProductImage src={current} alt={alt} className="gallery-image" loading="priority" />
        )}
        {count > 1 ? (
          <>
            <button type="button" className="gallery-step gallery-prev" aria-label={t('catalog.gallery.previous')} onClick={() => step(-1)}>
              <ChevronLeftIcon size={22} />
            </button>
            <button type="button" className="gallery-step gallery-next" aria-label={t('catalog.gallery.next')} onClick={() => step(1)}>
              <ChevronRightIcon size={22} />
            </button>
            <span className="gallery-counter" aria-hidden="true">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={t('catalog.gallery.show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {media[src] ? (
                  <ResponsiveImage src={src} media={media[src]} alt="" sizes={THUMB_SIZES} width={64} height={64} />
                ) : (
                  <ProductImage src={src} alt="" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
