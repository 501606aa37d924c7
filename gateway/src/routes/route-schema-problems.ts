import { z } from 'zod';
import type { RouteDefinition } from './route';

/** Every problem that would leave a route undocumented or unvalidated. */
export function schemaProblems(route: RouteDefinition): string[] {
  const problems: string[] = [];
  if (!(route.response instanceof z.ZodType)) problems.push('has no response schema');
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const declared = Object.keys(route.request?.params?.shape ?? {});
  for (const param of pathParams) {
    if (!declared.includes(param)) problems.push(`does not declare path parameter "${param}"`);
  }
  if (['post', 'put', 'patch'].includes(route.method) && !route.request?.body) problems.push('has no body schema');
  if (!route.summary.trim()) problems.push('has no summary');
  return problems;
}
