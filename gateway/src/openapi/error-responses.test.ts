import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../routes/route';
import { errorResponsesOf } from './error-responses';
import { securityOf } from './security';

const route = (overrides: Partial<RouteDefinition>): RouteDefinition => ({
  ...defineRoute({ method: 'get', path: '/things', summary: 'Things', tags: ['things'], access: 'public', response: z.null(), handler: () => ({ data: null }) }),
  ...overrides,
});

describe('the answers a route documents, read from its declaration', () => {
  it('gives a public route without input only the server-side failures', () => {
    expect(Object.keys(errorResponsesOf(route({})))).toEqual(['500', 'default']);
    expect(securityOf(route({}))).toEqual({ security: [] });
  });

  it('gives a guarded route with an id, a body and a limit every refusal that applies', () => {
    const answers = errorResponsesOf(
      route({
        method: 'post',
        path: '/things/:id',
        access: 'user',
        request: { params: z.object({ id: z.string().max(24) }), body: z.object({ name: z.string().max(10) }) },
        rateLimited: true,
        conflicts: true,
      }),
    );
    expect(Object.keys(answers)).toEqual(['400', '401', '403', '404', '409', '413', '415', '429', '500', 'default']);
    expect(answers['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
  });

  it('names the admin scheme for admin routes and the shopper scheme for signed-in ones', () => {
    expect(securityOf(route({ access: 'admin' }))).toEqual({ security: [{ adminBearer: [] }], 'x-access': 'admin' });
    expect(securityOf(route({ access: 'user' }))).toEqual({ security: [{ bearer: [] }], 'x-access': 'user' });
  });

  it('documents 401 on a public route only when it checks the credentials it is sent', () => {
    expect(errorResponsesOf(route({ method: 'post', checksCredentials: true, request: { body: z.object({}) } }))).toHaveProperty('401');
  });
});
