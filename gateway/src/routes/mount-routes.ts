import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { HttpError } from '../http/http-error';
import type { HotReads } from '../hot-reads/hot-reads';
import type { Access, FileField, RouteDefinition, RouteGroup, RouteResult } from './route';
import { schemaProblems } from './route-schema-problems';

/** A form-encoded body is a few fields (RFC 8058's one-click unsubscribe). */
const FORM_BODY_LIMIT = '10kb';

export type AccessGuards = Partial<Record<Exclude<Access, 'public'>, RequestHandler>>;

/**
 * Mounts each route with its validation and access guard. A route without its schemas,
 * or asking for a guard the gateway does not have, fails start-up rather than running
 * undocumented or unprotected.
 */
export function mountRoutes(group: RouteGroup, guards: AccessGuards, hotReads?: HotReads): Router {
  const router = Router();
  for (const route of group.routes) {
    const problems = schemaProblems(route);
    if (problems.length) throw new Error(`${route.method.toUpperCase()} ${route.path} ${problems.join('; ')}`);
    const handlers: RequestHandler[] = [];
    if (route.access !== 'public') {
      const guard = guards[route.access];
      if (!guard) throw new Error(`No "${route.access}" guard for ${route.method.toUpperCase()} ${route.path}`);
      handlers.push(guard);
    }
    if (route.request?.file) handlers.push(acceptFile(route.request.file));
    if (route.request?.form) handlers.push(express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT }));
    handlers.push(route.hotRead && hotReads ? handleHot(route, hotReads) : handle(route));
    router[route.method](route.path, ...handlers);
  }
  return router;
}

function handle(route: RouteDefinition): RequestHandler {
  return async (req, res) => {
    const result = await run(route, req, res);
    if (res.headersSent) return;
    res.status(result.status ?? route.successStatus ?? 200).json(envelopeOf(result));
  };
}

/** A hot read: answered through the hot reads, which keep the bytes for the next same request. */
function handleHot(route: RouteDefinition, hotReads: HotReads): RequestHandler {
  return (req, res) =>
    hotReads.route(req, res, async () => {
      const result = await run(route, req, res);
      return { envelope: envelopeOf(result), productIds: route.hotRead!(result.data) };
    });
}

async function run(route: RouteDefinition, req: Request, res: Response): Promise<RouteResult<unknown>> {
  // Parsing throws a ZodError, which the error handler turns into a 400 with per-field errors.
  const params = route.request?.params ? route.request.params.parse(req.params) : {};
  const query = route.request?.query ? route.request.query.parse(req.query) : {};
  const body = route.request?.body ? route.request.body.parse(req.body ?? {}) : undefined;
  const file = req.file ? { bytes: req.file.buffer, size: req.file.size, declaredType: req.file.mimetype } : undefined;
  const result = await route.handler({ params, query, body, file, req, res });
  if (!result && !res.headersSent) throw new Error(`${route.method.toUpperCase()} ${route.path} answered nothing`);
  return result ?? { data: undefined };
}

function envelopeOf(result: RouteResult<unknown>): Record<string, unknown> {
  const envelope: Record<string, unknown> = { success: true, data: result.data };
  if (result.message !== undefined) envelope.message = result.message;
  return envelope;
}

/** Reads one file field into memory, refusing more than `maxBytes` before buffering it all. */
function acceptFile(spec: FileField): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: spec.maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
  }).single(spec.field);
  return (req, res, next) =>
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, spec.tooLargeMessage));
        return next(new HttpError(400, `Upload the file in the "${spec.field}" field only`));
      }
      // Files are held in memory, so what else fails here is the body itself: a part cut short,
      // a missing boundary, a malformed header (busboy's "Unexpected end of form"). The client's.
      next(new HttpError(400, 'Malformed multipart body'));
    });
}
