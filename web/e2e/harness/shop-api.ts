import type { ProductOption, ProductVariant } from '@shop/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AppSession } from './browser';

/**
 * Helpers for the catalogue browser tests: read the real API the app under test serves, sign
 * the demo shopper in, and run axe-core in a page.
 */

export interface ApiProduct {
  _id: string;
  name: string;
  brand: string;
  category: string;
  price: number;
  originalPrice?: number | null;
  isFeatured?: boolean;
  badge?: string | null;
  shortDescription?: string;
  description?: string;
  features?: string[];
  images?: { primary?: string; gallery?: string[] };
  stock?: { quantity: number; reserved?: number; lowStockThreshold?: number };
  rating?: { average: number; count: number };
  /** Empty for a product sold as one thing. */
  options?: ProductOption[];
  variants?: ProductVariant[];
}

export interface ApiProductPage {
  products: ApiProduct[];
  pagination: { currentPage: number; limit: number; totalPages: number; totalProducts: number };
}

/** GET an /api/v1 path through the browser context and return `data`. */
export async function apiData<T>(app: AppSession, path: string, token?: string): Promise<T> {
  const response = await app.context.request.get(app.url(`/api/v1${path}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok() || !body.success) throw new Error(`GET ${path}: ${response.status()} ${body.message ?? ''}`);
  return body.data;
}

export function listProducts(app: AppSession, query: string): Promise<ApiProductPage> {
  return apiData<ApiProductPage>(app, `/products?${query}`);
}

/** Every active product (the demo catalogue fits in a few pages of 100). */
export async function allProducts(app: AppSession): Promise<ApiProduct[]> {
  const first = await listProducts(app, 'limit=100&page=1');
  const products = [...first.products];
  for (let page = 2; page <= first.pagination.totalPages; page += 1) {
    products.push(...(await listProducts(app, `limit=100&page=${page}`)).products);
  }
  return products;
}

export const available = (p: ApiProduct) => (p.stock?.quantity ?? 0) - (p.stock?.reserved ?? 0);

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: Record<string, unknown>;
}

let shopper: SignedIn | null = null;

/** Signs the demo shopper in once per test file (the login endpoint is rate limited). */
export async function signInShopper(app: AppSession): Promise<SignedIn> {
  if (shopper) return shopper;
  const response = await app.context.request.post(app.url('/api/v1/auth/login'), {
    data: { email: 'shopper@devshop.rw', password: 'demo-shopper' },
  });
  const body = (await response.json()) as { success: boolean; data: SignedIn; message?: string };
  if (!body.success) throw new Error(`demo sign-in failed: ${response.status()} ${body.message ?? ''}`);
  shopper = body.data;
  return shopper;
}

/** Local-storage entries that make the app start signed in. */
export function sessionStorageFor(session: SignedIn): Record<string, unknown> {
  return { accessToken: session.accessToken, refreshToken: session.refreshToken, user: session.user };
}

/** Calls an /api/v1 path with the shopper's token (for setting up wishlists). */
export async function apiCall(
  app: AppSession,
  method: 'POST' | 'DELETE',
  path: string,
  token: string,
): Promise<unknown> {
  const response = await app.context.request.fetch(app.url(`/api/v1${path}`), {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { success: boolean; data: unknown; message?: string };
  if (!body.success) throw new Error(`${method} ${path}: ${response.status()} ${body.message ?? ''}`);
  return body.data;
}

/** The product names of the visible cards, in order. */
export async function cardNames(page: Page, scope = 'main'): Promise<string[]> {
  return page.locator(scope).getByTestId('product-card').locator('h3').allTextContents();
}

/** Problems other than the failed requests a test forced on purpose. */
/** What Chromium logs for a document answered 404: the shop's own 404 page, sent with its status. */
const PAGE_NOT_FOUND = 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Problems besides the one logged for visiting a page that does not exist. */
export function problemsBesidesNotFound(app: AppSession): string[] {
  return app.problems().filter((problem) => problem !== PAGE_NOT_FOUND);
}

export function unexpectedProblems(app: AppSession): string[] {
  return app.problems().filter((problem) => !/Failed to load resource: the server responded with a status of (4|5)\d\d/.test(problem));
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Serious and critical axe-core violations in the page (evaluated through DevTools, so the CSP allows it). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })) as unknown;
  });
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

