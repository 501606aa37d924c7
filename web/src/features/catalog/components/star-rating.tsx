import { StarIcon } from '@/components/ui/shop-icons';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { ratingNumber } from '../utils/product-view';
import './star-rating.css';

/** Five stars for an average, rounded to the nearest half. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const halves = Math.round(Math.max(0, Math.min(5, value)) * 2);
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} size={size} fill={halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'} />
      ))}
    </span>
  );
}

/** A product's rating: stars, the average and 'N review(s)', or 'No rating' when nobody rated it. */
export function StarRating({
  average,
  count,
  size = 16,
  compact = false,
}: {
  average: number;
  count: number;
  size?: number;
  compact?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  if (!count) {
    return (
      <span className="star-rating star-rating-none">
        <Stars value={0} size={size} />
        <span>{t('catalog.rating.none')}</span>
      </span>
    );
  }
  const rounded = Math.round(average * 10) / 10;
  return (
    <span className="star-rating">
      <span role="img" aria-label={t('catalog.rating.label', { rating: ratingNumber(rounded, language) })} className="star-rating-stars">
        <Stars value={average} size={size} />
      </span>
      <span className="star-rating-average" aria-hidden="true">
        {ratingNumber(rounded, language, 1)}
      </span>
      <span className="star-rating-count">{compact ? `(${count})` : `(${t('catalog.reviews.count', { count })})`}</span>
    </span>
  );
}
