import { translate } from '@/lib/i18n/use-t';
import type { AdminReview } from '../api/get-admin-reviews';

/** The reviewer as the admin's screens name them: full name, else username, else 'Anonymous'. */
export function reviewerName(review: Pick<AdminReview, 'user'>): string {
  const { firstName, lastName, username } = review.user;
  return `${firstName} ${lastName}`.trim() || username || translate('admin.reviews.anonymous');
}
