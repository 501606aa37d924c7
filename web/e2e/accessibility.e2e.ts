import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { sessionStorageFor, signInWithApi } from './harness/accounts';
import { viewports } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { workerShop } from './harness/worker-shop';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Runs axe-core in the page (evaluated through the DevTools protocol, so the CSP allows it). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })) as unknown;
  });
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

const pages = ['/', '/products/monitors', '/terms-and-conditions', '/contact', '/no-such-page', '/admin', '/cart', '/login', '/profile'];

describe('accessibility', () => {
  test('axe finds no serious or critical violations on key pages (desktop)', async ({ open }) => {
    const app = await open({ storage: { cart: { items: [{ id: 1, quantity: 2 }] } } });
    for (const path of pages) {
      await app.goto(path);
      expect(await seriousViolations(app.page), path).toEqual([]);
    }
  });

  test('axe finds none with the user menu and the mobile menu open, and on the signed-in profile', async ({ open }) => {
    // One real admin session for both contexts (its access token is valid for 15 minutes).
    const storage = sessionStorageFor(await signInWithApi(workerShop().baseUrl, 'admin'));
    const desktop = await open({ storage });
    await desktop.goto('/');
    await desktop.page.getByRole('button', { name: /Demo Admin/ }).click();
    expect(await seriousViolations(desktop.page)).toEqual([]);

    await desktop.goto('/profile');
    await desktop.page.getByRole('main').getByRole('button', { name: 'Edit Profile' }).click();
    expect(await seriousViolations(desktop.page), '/profile (edit mode)').toEqual([]);

    const phone = await open({ viewport: viewports.phone, storage });
    await phone.goto('/help');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousViolations(phone.page)).toEqual([]);
  });
});
