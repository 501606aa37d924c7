import { CheckCircleIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import './reviews.css';

/** Shown on a review whose author bought the product (a paid or delivered order of theirs holds it). */
export function VerifiedMark() {
  const t = useT();
  return (
    <span className="review-verified">
      <CheckCircleIcon size={14} /> {t('catalog.review.verified')}
    </span>
  );
}
