import { AppError, isObjectIdString, type FieldError } from '@shop/domain';
import type { Reviewer } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ReviewAuthor } from './review';

const NAME_LIMIT = 100;
const AVATAR_LIMIT = 2_000;

/** The author's public fields as the caller passed them, trimmed and bounded. */
export function reviewerOf(user: Reviewer): { userId: string; author: ReviewAuthor } {
  const errors: FieldError[] = [];
  if (!isObjectIdString(user?.id)) errors.push({ path: 'user.id', message: M.invalidUserId });
  if (errors.length > 0) throw new AppError('invalid', M.invalidUserId, errors);
  const text = (value: unknown, limit: number) => (typeof value === 'string' ? value.trim().slice(0, limit) : '');
  const email = text(user.email, 320);
  return {
    userId: user.id.toLowerCase(),
    author: {
      firstName: text(user.firstName, NAME_LIMIT),
      lastName: text(user.lastName, NAME_LIMIT),
      username: text(user.username, NAME_LIMIT),
      avatar: text(user.avatar, AVATAR_LIMIT),
      ...(email ? { email } : {}),
    },
  };
}
