import { z } from 'zod';
import type { Logger } from '@shop/platform';
import { checkReadiness, type ReadinessCheck } from '../readiness/readiness';
import { HttpError } from '../http/http-error';
import { defineRoute, type RouteGroup } from './route';

const readinessSchema = z.object({
  ready: z.boolean(),
  checks: z.record(z.string(), z.object({ status: z.enum(['up', 'down']), reason: z.string().optional() })),
});

/** Liveness and readiness, at the server root where probes and the SPA's backend check look. */
export function systemRoutes(readiness: ReadinessCheck[], logger: Logger): RouteGroup {
  return {
    prefix: '',
    routes: [
      defineRoute({
        method: 'get',
        path: '/health',
        summary: 'Liveness: the gateway process is up',
        tags: ['system'],
        access: 'public',
        response: z.null(),
        handler: () => ({ data: null, message: 'OK' }),
      }),
      defineRoute({
        method: 'get',
        path: '/ready',
        summary: 'Readiness: every dependency and service answers',
        tags: ['system'],
        access: 'public',
        response: readinessSchema,
        handler: async ({ res }) => {
          const report = await checkReadiness(readiness, logger);
          if (!report.ready) {
            res.status(503).json({ success: false, message: 'Not ready', data: report });
            return { data: report };
          }
          return { data: report, message: 'Ready' };
        },
      }),
    ],
  };
}

export const notFoundApi = () => new HttpError(404, 'API endpoint not found');
