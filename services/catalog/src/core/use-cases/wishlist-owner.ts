import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { CATALOG_MESSAGES as M } from '../catalog-messages';

/** The signed-in user's id, as the caller vouches for it. */
export function ownerOf(userId: string): string {
  if (!isObjectId(userId)) throw new AppError('invalid', M.invalidUserId, [{ path: 'userId', message: M.invalidUserId }]);
  return userId.toLowerCase();
}
