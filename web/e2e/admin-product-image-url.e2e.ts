import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { sessionStorageFor, signInWithApi } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { workerShop } from './harness/worker-shop';

/**
 * The product form's "paste an image URL" path: an https:// image from another host shows in
 * the preview and in the storefront under the shop's CSP; a plain http:// one stays blocked.
 */

const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;

/** A 40 x 30 picture; its natural size proves the browser really decoded the remote bytes. */
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#4f46e5"/></svg>';

interface ImageHost {
  origin: string;
  /** Paths the browser asked for. */
  requests: string[];
  close(): Promise<void>;
}

/** An HTTPS server on 127.0.0.1 with a self-signed certificate made for this run. */
async function startImageHost(): Promise<ImageHost> {
  const dir = await mkdtemp(path.join(tmpdir(), 'image-host-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const requests: string[] = [];
  const server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/pictures/lamp.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' });
      res.end(PICTURE);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const naturalWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));

(hasOpenssl ? describe : describe.skip)('admin products: a pasted image URL', () => {
  let host: ImageHost;
  beforeAll(async () => {
    host = await startImageHost();
  });
  afterAll(() => host?.close());

  test('an https:// image shows in the form preview and in the storefront, with no CSP violation', async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(admin), ignoreHTTPSErrors: true });
    const page = app.page;
    await app.goto('/admin/products');
    await waitForHeading(page, 'Product Management');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });

    const imageUrl = `${host.origin}/pictures/lamp.svg`;
    await dialog.getByLabel(/^Primary image/).fill(imageUrl);
    const preview = dialog.getByRole('img', { name: 'Preview of primary image' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(imageUrl);
    await expect.poll(() => naturalWidth(preview)).toBe(40);
    expect(host.requests).toContain('/pictures/lamp.svg');
    expect(await dialog.getByText('This image could not be loaded.').count()).toBe(0);
    expect(await dialog.getByText(/security policy: upload the file instead/).count()).toBe(0);

    // Saved with the pasted URL, the product shows the same picture to shoppers.
    const name = `E2E Pasted Lamp ${randomUUID().slice(0, 8)}`;
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Brand').fill('BenQ');
    await dialog.getByLabel('Category').selectOption('accessories');
    await dialog.getByLabel(/^Price \(RWF\)/).fill('9000');
    await dialog.getByLabel('Stock quantity').fill('3');
    await dialog.getByLabel(/^Description/).fill('A desk lamp whose picture lives on another host.');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText('Product created successfully!').waitFor();
    const listed = await app.context.request.get(app.url(`/api/v1/admin/products?search=${encodeURIComponent(name)}`), {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    const created = ((await listed.json()) as { data: { products: { _id: string; images: { primary: string } }[] } }).data.products[0]!;
    expect(created.images.primary).toBe(imageUrl);

    try {
      const shop = await open({ ignoreHTTPSErrors: true });
      await shop.goto(`/product/${created._id}`);
      await waitForHeading(shop.page, name);
      const picture = shop.page.getByRole('main').locator(`img[src="${imageUrl}"]`).first();
      await picture.waitFor();
      await expect.poll(() => naturalWidth(picture)).toBe(40);
      expect(shop.problems()).toEqual([]);
    } finally {
      const removed = await app.context.request.delete(app.url(`/api/v1/admin/products/${created._id}`), {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      });
      expect(removed.status()).toBe(200);
    }
    expect(app.problems()).toEqual([]);
  });

  test('a plain http:// image gets no preview and a warning, and the CSP blocks it', async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(admin) });
    const page = app.page;
    await app.goto('/admin/products');
    await waitForHeading(page, 'Product Management');
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });

    const insecure = `${host.origin.replace('https:', 'http:')}/pictures/lamp.svg`;
    await dialog.getByLabel(/^Primary image/).fill(insecure);
    await dialog.getByText('No preview').waitFor();
    await dialog.getByText('Only images from this site or an https:// address display under the shop’s security policy: upload the file instead.').waitFor();
    expect(await dialog.getByRole('img', { name: 'Preview of primary image' }).count()).toBe(0);

    // Had the form shown it anyway, the browser would refuse it: img-src does not allow http:.
    const loaded = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(true);
          img.onerror = () => resolve(false);
          img.src = src;
        }),
      insecure,
    );
    expect(loaded).toBe(false);
    // Reported once per policy that blocks it: the response header and index.html's meta element.
    const violations = () => app.problems().filter((problem) => problem.startsWith('CSP violation'));
    await expect.poll(() => violations().length).toBeGreaterThan(0);
    for (const violation of violations()) {
      expect(violation).toMatch(/^CSP violation: img-src blocked http:\/\/127\.0\.0\.1:\d+\/pictures\/lamp\.svg/);
    }
  });
});
