import type { Response } from 'express';
import { AppError } from '@shop/domain';

/** The signed-in caller, as the auth guard verified it (token, then live account status). */
export interface AuthenticatedUser {
  id: string;
  role: 'ADMIN' | 'USER';
  email: string;
}

export function setCurrentUser(res: Response, user: AuthenticatedUser): void {
  res.locals.user = user;
}

/** For handlers of `user` and `admin` routes; the guard has already run. */
export function currentUser(res: Response): AuthenticatedUser {
  const user = res.locals.user as AuthenticatedUser | undefined;
  if (!user) throw new AppError('unauthenticated', 'Authentication required');
  return user;
}

/** For public routes that behave differently for a signed-in caller. */
export function optionalUser(res: Response): AuthenticatedUser | undefined {
  return res.locals.user as AuthenticatedUser | undefined;
}
