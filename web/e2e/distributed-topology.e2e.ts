import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { launchDistributed, SERVICES } from '../../scripts/distributed-topology.mjs';
import { freePort, waitFor } from '../../scripts/testing/free-port';
import { openSession } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';

/**
 * The same shop with every service in its own process behind gRPC, Redis and RabbitMQ:
 * a shopper browses, signs in, keeps a wishlist, edits their profile and signs out.
 */
describe('the shop in the distributed topology', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-distributed-'));
  const output: string[] = [];
  let topology: ReturnType<typeof launchDistributed>;
  let baseUrl = '';

  beforeAll(async () => {
    const ports: Record<string, number> = { gateway: await freePort() };
    for (const service of SERVICES) ports[service.name] = await freePort();
    baseUrl = `http://127.0.0.1:${ports.gateway}`;
    const { MONGO_URL: _mongo, ...env } = process.env;
    topology = launchDistributed({
      env: {
        ...env,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOGIN_ATTEMPTS_PER_ACCOUNT: '1000',
        LOGIN_ATTEMPTS_PER_CLIENT: '1000',
      },
      ports,
      output: (line: string) => output.push(line),
    });
    await waitFor(
      async () => ((await fetch(`${baseUrl}/ready`).catch(() => undefined))?.status === 200 ? true : undefined),
      90_000,
      `the distributed shop to be ready:\n${output.join('\n')}`,
    );
  });
  afterAll(async () => {
    await topology?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a shopper browses, signs in, saves a product, edits the profile and signs out', async ({ chromium }) => {
    const app = await openSession(chromium, baseUrl);
    try {
      const main = app.page.getByRole('main');

      // Browse: the catalogue comes from the catalog process over gRPC.
      await app.goto('/products/keyboards');
      await waitForHeading(app.page, 'Our Products');
      const card = main.getByTestId('product-card').first();
      await card.waitFor();
      const name = (await card.getByRole('heading').first().textContent())!.trim();
      await card.getByRole('heading').first().click();
      await app.page.waitForURL(/\/product\/[0-9a-f]{24}$/);
      await main.getByRole('heading', { name, level: 1 }).waitFor();

      // Sign in through identity over gRPC.
      await app.goto('/login');
      await main.getByRole('button', { name: /shopper@devshop\.rw/ }).click();
      await waitForPath(app.page, '/');
      await app.page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ }).waitFor();

      // Wishlist on the server, through the catalog process.
      await app.goto('/products/keyboards');
      const saved = main.getByTestId('product-card').filter({ hasText: name }).first();
      const heart = saved.getByRole('button', { name: `Add ${name} to wishlist` });
      if (await heart.count()) await heart.click();
      await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).waitFor();
      await app.goto('/wishlist');
      await main.getByRole('link', { name }).first().waitFor();

      // Profile saved through identity, still there after a reload.
      await app.goto('/profile');
      await main.getByRole('button', { name: 'Edit Profile' }).click();
      await main.getByLabel('Phone', { exact: false }).fill('0788 123 456');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await main.getByRole('button', { name: 'Edit Profile' }).waitFor();
      await app.page.reload();
      await main.getByText('0788 123 456').waitFor();

      // Sign out.
      const menu = app.page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ });
      await menu.click();
      await app.page.locator(`#${await menu.getAttribute('aria-controls')}`).getByRole('button', { name: 'Sign Out' }).click();
      await app.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(app.problems()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
