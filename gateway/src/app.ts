import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { API_PREFIX } from './api-prefix';
import { httpObservation, type FileStore, type Logger } from '@shop/platform';
import { errorHandler } from './http/error-handler';
import { hotReadOf } from './hot-reads/hot-read-requests';
import type { HotReads } from './hot-reads/hot-reads';
import { requestContext } from './http/request-context.middleware';
import { requestLog } from './http/request-log.middleware';
import { keepRawBody } from './http/raw-body';
import { rejectOperatorKeys } from './http/reject-operator-keys.middleware';
import { securityHeaders } from './http/security-headers';
import { untrustedForwarding, type TrustedProxy } from './http/untrusted-forwarding.middleware';
import { mountRoutes, type AccessGuards } from './routes/mount-routes';
import type { RouteGroup } from './routes/route';
import { notFoundApi, systemRoutes } from './routes/system.routes';
import { buildOpenApi } from './openapi/build-openapi';
import { DOCS_CSS, renderDocsPage } from './openapi/docs-page';
import type { ReadinessCheck } from './readiness/readiness';
import type { SitePreviews } from './link-previews/site-previews';
import { serveSpa } from './spa/serve-spa';
import { serveUploads } from './spa/serve-uploads';

export { API_PREFIX };
export const JSON_BODY_LIMIT = '100kb';

export interface GatewayDeps {
  logger: Logger;
  readiness: ReadinessCheck[];
  /** Route groups of the capabilities, mounted under /api/v1. */
  apiRoutes: RouteGroup['routes'];
  guards?: AccessGuards;
  /** Uploaded files, served under /uploads. */
  files?: FileStore;
  /** Directory of the built SPA; omitted in API-only tests. */
  webDist?: string;
  /** Link previews, 404s, robots.txt and the sitemap; without it every address answers the SPA's index.html. */
  site?: SitePreviews;
  version?: string;
  /** Hot catalogue reads kept as ready bytes (see hot-reads/). */
  hotReads?: HotReads;
  /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed; none when unset. */
  trustedProxies?: string;
  /** STRIPE_PUBLISHABLE_KEY is set: the checkout takes cards in Stripe's Payment Element, which the CSP then lets in. */
  stripeCardForm?: boolean;
}

/** All route groups the gateway serves, for mounting and for the OpenAPI document alike. */
export function routeGroups(deps: GatewayDeps): RouteGroup[] {
  return [systemRoutes(deps.readiness, deps.logger), { prefix: API_PREFIX, routes: deps.apiRoutes }];
}

export function createGatewayApp(deps: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // The client address (per-client limits, visitors) comes from X-Forwarded-For only when the
  // proxy that wrote it is one the operator named: anyone can send the header.
  app.set('trust proxy', deps.trustedProxies ? deps.trustedProxies.split(',').map((proxy) => proxy.trim()) : false);
  // Plain key=value pairs only; brackets and nesting are not a query language here.
  app.set('query parser', 'simple');

  app.use(requestContext);
  // Request rate, latency and errors per route template, and the request's span (after the id, which it carries).
  app.use(httpObservation());
  app.use(requestLog(deps.logger));
  // Forwarded headers from a peer not named there: said once, counted always (a proxy left out of TRUSTED_PROXIES).
  app.use(untrustedForwarding(deps.logger, trustedProxyOf(app)));
  app.use(securityHeaders({ stripe: deps.stripeCardForm }));
  // Brotli or gzip from 1 KB; a hot read carries its own compressed bytes.
  app.use(compression({ filter: (req, res) => !hotReadOf(req.method, req.originalUrl) && compression.filter(req, res) }));
  // The bytes are kept beside the parsed body: a signed webhook is checked against them.
  app.use(express.json({ limit: JSON_BODY_LIMIT, verify: keepRawBody }));
  app.use(rejectOperatorKeys);

  const groups = routeGroups(deps);
  const openApi = buildOpenApi(groups, { title: 'DevShop', version: deps.version ?? '0.1.0' });
  app.get(`${API_PREFIX}/openapi.json`, (_req, res) => void res.json(openApi));
  const docsPage = renderDocsPage(openApi);
  app.get('/api/docs', (_req, res) => void res.type('html').send(docsPage));
  app.get('/api/docs.css', (_req, res) => void res.type('css').send(DOCS_CSS));

  for (const group of groups) app.use(group.prefix || '/', mountRoutes(group, deps.guards ?? {}, deps.hotReads));
  app.use('/api', (_req, _res, next) => next(notFoundApi()));
  if (deps.files) app.use(serveUploads(deps.files));
  if (deps.site) app.use(deps.site.routes());
  if (deps.webDist) app.use(serveSpa(deps.webDist, { pages: deps.site?.pages }));

  app.use(errorHandler(deps.logger));
  return app;
}

/** The proxies the app believes, as Express compiled its 'trust proxy' setting. */
function trustedProxyOf(app: Express): TrustedProxy {
  const trusted: unknown = app.get('trust proxy fn');
  if (typeof trusted !== 'function') throw new Error("Express no longer keeps its compiled 'trust proxy fn' setting");
  return trusted as TrustedProxy;
}

/**
 * The gateway's request listener: a hot read whose bytes are kept is answered before Express;
 * everything else goes through it.
 */
export function gatewayListener(app: Express, hotReads?: HotReads): (req: IncomingMessage, res: ServerResponse) => void {
  if (!hotReads) return app;
  return (req, res) => {
    const answered = hotReads.answer(req, res);
    if (answered === false) app(req, res);
    else if (answered !== true) void answered.then((done) => done || app(req, res));
  };
}
