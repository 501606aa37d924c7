import type { IdentityApi } from '@shop/identity';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import { profileChangesSchema, userAnswerSchema } from '@shop/contracts';

/** The signed-in user's own profile. */
export function profileRoutes(deps: { identity: IdentityApi }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'patch',
      path: '/users/me',
      summary: 'Update your profile (names, phone, address; email is read-only)',
      tags: ['users'],
      access: 'user',
      request: { body: profileChangesSchema },
      response: userAnswerSchema,
      handler: async ({ body, res }) => {
        const { email: _readOnly, ...changes } = body;
        const user = await deps.identity.updateProfile(currentUser(res).id, changes);
        return { data: { user }, message: 'Profile updated' };
      },
    }),
  ];
}
