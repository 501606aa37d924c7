import { searchSynonymsSchema } from '@shop/contracts';
import { actingAdmin } from '../../auth/acting-admin';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';

const tags = ['admin', 'search'];

/** The search synonym table the admin keeps ("clavier" → keyboard). */
export function adminSearchRoutes({ catalog }: CatalogRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/search/synonyms',
      summary: 'The search synonym table: words shoppers type and the catalogue terms they also find',
      tags,
      access: 'admin',
      response: searchSynonymsSchema,
      handler: async () => ({ data: await catalog.searchSynonyms() }),
    }),
    defineRoute({
      method: 'put',
      path: '/admin/search/synonyms',
      summary: 'Replace the whole synonym table; words and terms are stored in lower case without accents, and each word changed goes into the audit trail',
      tags,
      access: 'admin',
      request: { body: searchSynonymsSchema },
      response: searchSynonymsSchema,
      handler: async ({ body, res }) => ({ data: await catalog.replaceSearchSynonyms({ ...body, actor: actingAdmin(res) }), message: 'Synonyms saved' }),
    }),
  ];
}
