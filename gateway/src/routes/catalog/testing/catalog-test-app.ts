// Test support: the gateway with the catalog routes over the in-process catalog on embedded
// adapters, stand-in guards that read the caller from a test header, and a stand-in identity that
// names every user Grace Mutesi. Only tests import this.
import type { RequestHandler } from 'express';
import { AppError } from '@shop/domain';
import { createLogger, InProcessEventBus, MemoryCache, SqliteDocumentStore } from '@shop/platform';
import { createCatalogService, type ProductInput } from '@shop/catalog';
import type { IdentityApi, UserView } from '@shop/identity';
import { createGatewayApp } from '../../../app';
import { setCurrentUser } from '../../../auth/current-user';
import { listen } from '../../../testing/listen';
import { catalogRoutes } from '../index';

export const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const SHOPPER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const TEST_USER_HEADER = 'x-test-user';

/** `x-test-user: <id>` or `<id>:ADMIN` signs the request in. */
const userGuard: RequestHandler = (req, res, next) => {
  const header = req.get(TEST_USER_HEADER);
  if (!header) return next(new AppError('unauthenticated', 'Authentication required'));
  const [id = '', role] = header.split(':');
  setCurrentUser(res, { id, role: role === 'ADMIN' ? 'ADMIN' : 'USER', email: `${id.slice(0, 4)}@devshop.rw` });
  next();
};

const adminGuard: RequestHandler = (req, res, next) =>
  userGuard(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (res.locals.user?.role !== 'ADMIN') return next(new AppError('forbidden', 'Admin access required'));
    next();
  });

/** Identity as the catalog asks it for a reviewer: Grace Mutesi, `g<first 4 of the id>`, `<first 4>@devshop.rw`. */
const accounts: Pick<IdentityApi, 'getUser'> = {
  getUser: async (id): Promise<UserView> => ({
    id,
    _id: id,
    email: `${id.slice(0, 4)}@devshop.rw`,
    firstName: 'Grace',
    lastName: 'Mutesi',
    username: `g${id.slice(0, 4)}`,
    role: 'USER',
    avatar: '',
    phone: '',
    provider: 'local',
    isBlocked: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    address: { street: '', city: '', state: '', zipCode: '', country: 'Rwanda' },
  }),
};

export function sampleProduct(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Logitech MX Keys',
    brand: 'Logitech',
    description: 'Wireless illuminated keyboard.',
    shortDescription: 'Quiet typing',
    price: 110_000,
    category: 'keyboards',
    images: { primary: '/images/products/keys.svg', gallery: [] },
    stock: { quantity: 8 },
    isFeatured: false,
    status: 'active',
    ...overrides,
  };
}

export async function startCatalogGateway() {
  const documents = new SqliteDocumentStore({});
  const cache = new MemoryCache();
  const events = new InProcessEventBus();
  const logger = createLogger({ service: 'catalog-routes-test', level: 'silent' });
  const service = await createCatalogService({ documents, cache, events, identity: accounts, logger });
  const app = createGatewayApp({
    logger,
    readiness: [],
    apiRoutes: catalogRoutes({ catalog: service.api }),
    guards: { user: userGuard, admin: adminGuard },
  });
  const server = await listen(app);
  const request = async (method: string, path: string, options: { body?: unknown; user?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.user) headers[TEST_USER_HEADER] = options.user;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    // Bodies are read as loosely typed JSON: the assertions check their shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  return {
    catalog: service.api,
    request,
    create: (overrides: Partial<ProductInput> = {}) => service.api.createProduct({ product: sampleProduct(overrides), creator: ADMIN }),
    close: async () => {
      await server.close();
      await service.stop();
      await events.close();
      await documents.close();
    },
  };
}

export type CatalogGateway = Awaited<ReturnType<typeof startCatalogGateway>>;
