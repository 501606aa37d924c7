import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import { ProductImage } from './product-image';
import './product-gallery.css';

/** The product's pictures: the current one large, previous/next, and thumbnails. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? images[0]!;
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <div className="gallery" aria-roledescription="gallery" aria-label={t('catalog.gallery.label', { name })} role="group">
      <div className="gallery-stage">
        <ProductImage
          src={current}
          alt={count > 1 ? t('catalog.gallery.picture', { name, index: index + 1, count }) : name}
          className="gallery-image"
          loading="priority"
        />
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
                <ProductImage src={src} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
