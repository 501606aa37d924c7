import { z } from 'zod';
import type { IdentityApi } from '@shop/identity';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import { adminUserPageSchema, userAnswerSchema } from '@shop/contracts';
import { objectIdParam } from './user.schema';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  role: z
    .string()
    .max(5, 'Role must be admin or user')
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ADMIN', 'USER'], { error: 'Role must be admin or user' }))
    .optional(),
  status: z.enum(['active', 'blocked'], { error: 'Status must be active or blocked' }).optional(),
});

/** Admin user management: list with filters, block and unblock. */
export function adminUserRoutes(deps: { identity: IdentityApi }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/users',
      summary: 'List users with search, role and status filters',
      tags: ['admin'],
      access: 'admin',
      request: { query: listQuery },
      response: adminUserPageSchema,
      handler: async ({ query }) => {
        const search = query.search || undefined;
        return { data: await deps.identity.listUsers({ ...query, search }) };
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/users/:id/block',
      summary: 'Block or unblock a user (admins cannot be blocked)',
      tags: ['admin'],
      access: 'admin',
      request: {
        params: z.object({ id: objectIdParam }),
        body: z.object({ blocked: z.boolean({ error: 'blocked must be true or false' }) }),
      },
      response: userAnswerSchema,
      handler: async ({ params, body, res }) => {
        const user = await deps.identity.setBlocked({ userId: params.id, blocked: body.blocked, actorId: currentUser(res).id });
        return { data: { user }, message: body.blocked ? 'User blocked' : 'User unblocked' };
      },
    }),
  ];
}
