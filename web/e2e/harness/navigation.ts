import type { Page } from 'playwright-core';

/**
 * Waits until the page is at `path` (pathname plus optional search) and its screen has arrived:
 * screens load after the address changes (app/lazy-screen.tsx), so the next step acts on the
 * screen rather than on the shell while the screen is still on its way.
 */
export async function waitForPath(page: Page, path: string): Promise<void> {
  const expected = new URL(path, 'http://x');
  await page.waitForURL(
    (url) => url.pathname === expected.pathname && (expected.search === '' || url.search === expected.search),
    { timeout: 10_000 },
  );
  // The router has rendered the new screen (the address changes before it does), and its code has arrived.
  await page
    .locator(`main#main-content[data-path="${expected.pathname}"]:not(:has([data-screen-loading]))`)
    .waitFor({ timeout: 10_000 });
}

/** Waits for the page's h1 with exactly this text. */
export async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 10_000 });
}

export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
