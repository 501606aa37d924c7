import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig } from '@shop/platform';
import { routeGroups } from '../app';
import { composeServices, type Composition } from '../composition/compose-services';
import type { RouteDefinition, RouteGroup } from './route';
import { schemaProblems } from './route-schema-problems';

describe('every route the gateway serves is declared with its schemas', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-routes-'));
  const logger = createLogger({ service: 'test', level: 'silent' });
  let composition: Composition;
  let groups: RouteGroup[];

  beforeAll(async () => {
    composition = await composeServices(loadConfig({ DATA_DIR: dataDir }), logger);
    groups = routeGroups({ logger, readiness: composition.readiness, apiRoutes: composition.apiRoutes });
  });
  afterAll(async () => {
    await composition.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no route without schemas', () => {
    const problems = groups.flatMap((group) =>
      group.routes.flatMap((route) =>
        schemaProblems(route).map((p) => `${route.method.toUpperCase()} ${group.prefix}${route.path} ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('catches a route that leaves its schemas out', () => {
    const undocumented = {
      method: 'post',
      path: '/orders/:id/notes',
      summary: 'Add a note',
      tags: ['orders'],
      access: 'admin',
      request: {},
      handler: () => ({ data: null }),
    } as unknown as RouteDefinition;
    expect(schemaProblems(undocumented)).toEqual([
      'has no response schema',
      'does not declare path parameter "id"',
      'has no body schema',
    ]);
  });
});
