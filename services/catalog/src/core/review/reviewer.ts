import { isObjectId } from '@shop/contracts';
import { AppError, type FieldError } from '@shop/domain';
import type { Reviewer } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ReviewerProfile } from '../ports/reviewer-directory.port';
import type { ReviewAuthor } from './review';

const NAME_LIMIT = 100;
const AVATAR_LIMIT = 2_000;

/** The reviewer's user id, lower-cased; invalid when it is not one. */
export function reviewerIdOf(id: unknown, path = 'userId'): string {
  if (!isObjectId(id)) {
    const errors: FieldError[] = [{ path, message: M.invalidUserId }];
    throw new AppError('invalid', M.invalidUserId, errors);
  }
  return id.toLowerCase();
}

/** The author's public fields, trimmed and bounded as they are stored with the review. */
export function authorOf(profile: ReviewerProfile): ReviewAuthor {
  const text = (value: unknown, limit: number) => (typeof value === 'string' ? value.trim().slice(0, limit) : '');
  const email = text(profile.email, 320);
  return {
    firstName: text(profile.firstName, NAME_LIMIT),
    lastName: text(profile.lastName, NAME_LIMIT),
    username: text(profile.username, NAME_LIMIT),
    avatar: text(profile.avatar, AVATAR_LIMIT),
    ...(email ? { email } : {}),
  };
}

/** An imported review's author, given with the review (seed data). */
export function reviewerOf(user: Reviewer): { userId: string; author: ReviewAuthor } {
  return { userId: reviewerIdOf(user?.id, 'user.id'), author: authorOf(user) };
}
