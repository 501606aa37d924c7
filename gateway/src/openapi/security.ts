import type { RouteDefinition } from '../routes/route';

const TOKEN_RULES =
  'An ES256 access token of 15 minutes, sent as `Authorization: Bearer`. Verified per RFC8725: the algorithm is pinned, `alg: none` and other algorithms are refused, expiry is checked.';

/** Shoppers and admins present the same kind of token; admin routes also need the role ADMIN. */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `A signed-in account. ${TOKEN_RULES}` },
  adminBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: `A signed-in account with role ADMIN; any other account is answered 403. ${TOKEN_RULES}`,
  },
} as const;

/** The security requirement of a route: none for public ones, the admin scheme for admin ones. */
export function securityOf(route: RouteDefinition) {
  if (route.access === 'public') return { security: [] };
  const scheme: keyof typeof securitySchemes = route.access === 'admin' ? 'adminBearer' : 'bearer';
  return { security: [{ [scheme]: [] }], 'x-access': route.access };
}
