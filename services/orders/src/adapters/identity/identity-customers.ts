import { AppError, isAppError } from '@shop/domain';
import type { IdentityApi } from '@shop/identity';
import type { CustomerDetails, Customers } from '../../core/ports/customers.port';

/** The identity API (in-process or GrpcIdentityApi) as the orders core reads a customer. */
export class IdentityCustomers implements Customers {
  constructor(private readonly identity: Pick<IdentityApi, 'getUser'>) {}

  async details(userId: string): Promise<CustomerDetails> {
    try {
      const { firstName, lastName, email } = await this.identity.getUser(userId);
      return { firstName, lastName, email };
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
