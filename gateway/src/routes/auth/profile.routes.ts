import { z } from 'zod';
import type { IdentityApi } from '@shop/identity';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import { userSchema } from '@shop/contracts';

const text = (max: number) => z.string().trim().max(max);

const profileChanges = z
  .object({
    email: z.never({ error: 'Email cannot be changed' }).optional(),
    firstName: text(100).min(1, 'First name is required').optional(),
    lastName: text(100).min(1, 'Last name is required').optional(),
    phone: text(20).optional(),
    address: z
      .object({
        street: text(200).optional(),
        city: text(100).optional(),
        state: text(100).optional().describe('District'),
        zipCode: text(20).optional(),
        country: text(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** The signed-in user's own profile. */
export function profileRoutes(deps: { identity: IdentityApi }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'patch',
      path: '/users/me',
      summary: 'Update your profile (names, phone, address; email is read-only)',
      tags: ['users'],
      access: 'user',
      request: { body: profileChanges },
      response: z.object({ user: userSchema }),
      handler: async ({ body, res }) => {
        const { email: _readOnly, ...changes } = body;
        const user = await deps.identity.updateProfile(currentUser(res).id, changes);
        return { data: { user }, message: 'Profile updated' };
      },
    }),
  ];
}
