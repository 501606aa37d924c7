import { StarIcon } from '@/components/ui/shop-icons';
import { reviewCountLabel } from '../utils/product-view';
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
  if (!count) {
    return (
      <span className="star-rating star-rating-none">
        <Stars value={0} size={size} />
        <span>No rating</span>
      </span>
    );
  }
  const rounded = Math.round(average * 10) / 10;
  return (
    <span className="star-rating">
      <span role="img" aria-label={`Rated ${rounded} out of 5`} className="star-rating-stars">
        <Stars value={average} size={size} />
      </span>
      <span className="star-rating-average" aria-hidden="true">
        {rounded.toFixed(1)}
      </span>
      <span className="star-rating-count">{compact ? `(${count})` : `(${reviewCountLabel(count)})`}</span>
    </span>
  );
}
