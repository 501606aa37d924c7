import { randomUUID } from 'node:crypto';
import type { AppSession } from './browser';

/** The demo accounts the e2e app starts with (AUTH_DEMO_ACCOUNTS is on outside production). */
export const demoAccounts = {
  admin: { email: 'admin@devshop.rw', password: 'demo-admin', name: 'Demo Admin' },
  shopper: { email: 'shopper@devshop.rw', password: 'demo-shopper', name: 'Demo Shopper' },
} as const;

export type DemoAccountName = keyof typeof demoAccounts;

export interface ApiSession {
  user: { id: string; email: string; firstName: string; lastName: string; role: string; provider: string };
  accessToken: string;
  refreshToken: string;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A real session from POST /api/v1/auth/login (login is rate limited: use it sparingly). */
export async function signInWithApi(baseUrl: string, account: DemoAccountName): Promise<ApiSession> {
  const { email, password } = demoAccounts[account];
  const { status, json } = await post(baseUrl, '/api/v1/auth/login', { email, password });
  if (status !== 200) throw new Error(`POST /api/v1/auth/login for ${email} answered ${status}: ${JSON.stringify(json)}`);
  return json.data as ApiSession;
}

/** A new local account (POST /api/v1/auth/register), so a test can change it freely. */
export async function registerWithApi(
  baseUrl: string,
  names: { firstName: string; lastName: string } = { firstName: 'Test', lastName: 'Shopper' },
): Promise<ApiSession & { password: string }> {
  const email = `e2e-${randomUUID().slice(0, 12)}@example.rw`;
  const password = `pw-${randomUUID()}`;
  const { status, json } = await post(baseUrl, '/api/v1/auth/register', { email, password, ...names });
  if (status !== 201) throw new Error(`POST /api/v1/auth/register answered ${status}: ${JSON.stringify(json)}`);
  return { ...(json.data as ApiSession), password };
}

/** Local-storage entries for `open({ storage })`: the session as the SPA keeps it. */
export function sessionStorageFor(session: ApiSession): Record<string, unknown> {
  return { user: session.user, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

export async function storedSession(app: AppSession): Promise<{ user: string | null; accessToken: string | null; refreshToken: string | null }> {
  return app.page.evaluate(() => ({
    user: localStorage.getItem('user'),
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

/**
 * The page's problems without the browser's own "Failed to load resource … 401/403" lines,
 * for tests where the server refuses a call on purpose (a wrong password, a bad token).
 */
export function problemsExceptRefusals(app: AppSession, statuses: number[] = [401]): string[] {
  return app
    .problems()
    .filter(
      (problem) =>
        !statuses.some((status) => problem.includes(`Failed to load resource: the server responded with a status of ${status}`)),
    );
}
