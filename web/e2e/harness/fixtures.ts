import { test as base } from 'vitest';
import { launchBrowser, openSession, type AppSession, type SessionOptions } from './browser';
import { workerShop } from './worker-shop';

/**
 * Browser test API: `chromium` is launched once per file; `open()` gives a new context and
 * page per call (closed after the test); `app` is a desktop session opened on demand.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest requires a destructuring pattern here
  .extend('chromium', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ chromium }, { onCleanup }) => {
    const sessions: AppSession[] = [];
    onCleanup(async () => {
      await Promise.all(sessions.map((s) => s.close()));
    });
    return async (options?: SessionOptions) => {
      const session = await openSession(chromium, workerShop().baseUrl, options);
      sessions.push(session);
      return session;
    };
  })
  .extend('app', async ({ open }) => open());

export { expect, describe } from 'vitest';
