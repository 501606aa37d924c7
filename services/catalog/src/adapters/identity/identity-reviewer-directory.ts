import { AppError, isAppError } from '@shop/domain';
import type { IdentityApi } from '@shop/identity';
import type { ReviewerDirectory, ReviewerProfile } from '../../core/ports/reviewer-directory.port';

/** The identity API (in-process or GrpcIdentityApi) as the catalog names reviewers. */
export class IdentityReviewerDirectory implements ReviewerDirectory {
  constructor(private readonly identity: Pick<IdentityApi, 'getUser'>) {}

  async reviewer(userId: string): Promise<ReviewerProfile> {
    try {
      const { firstName, lastName, username, avatar, email } = await this.identity.getUser(userId);
      return { firstName, lastName, username, avatar, ...(email ? { email } : {}) };
    } catch (error) {
      throw unknownUser(error) ? new AppError('not_found', USER_NOT_FOUND) : error;
    }
  }
}

const USER_NOT_FOUND = 'User not found';

/** Identity's "no such user", whichever way it came: an AppError in process, a 404 status over gRPC. */
function unknownUser(error: unknown): boolean {
  return (isAppError(error) && error.kind === 'not_found') || (error as { httpStatus?: unknown } | null)?.httpStatus === 404;
}
