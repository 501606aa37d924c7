import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { FILE_MESSAGES, formatRwf, PRODUCT_FORM_MESSAGES as M } from '@shop/domain';
import { sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { viewports, type AppSession, type SessionOptions } from './harness/browser';
import { answerConfirmation } from './harness/admin';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { apiData, seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** /admin/products end to end: the role check, the list, the form, uploads and the storefront after each change. */

const sessions: Partial<Record<'admin' | 'shopper', Promise<ApiSession>>> = {};
/** One real session per account for the file (the login endpoint is rate limited). */
function session(account: 'admin' | 'shopper'): Promise<ApiSession> {
  sessions[account] ??= signInWithApi(workerShop().baseUrl, account);
  return sessions[account]!;
}

interface AdminPage {
  products: { _id: string; name: string; brand: string; category: string; price: number; images: { primary: string } }[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid size x size RGB PNG of one colour, made here so no file is needed. */
function makePng(size = 24, rgb: [number, number, number] = [79, 70, 229]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function adminList(page: Page, query: string, token: string): Promise<AdminPage> {
  return page.context().request.get(new URL(`/api/v1/admin/products?${query}`, page.url()).toString(), {
    headers: { Authorization: `Bearer ${token}` },
  }).then(async (response) => ((await response.json()) as { data: AdminPage }).data);
}

async function openAdmin(open: (options?: SessionOptions) => Promise<AppSession>, viewport: SessionOptions['viewport'] = viewports.desktop) {
  const admin = await session('admin');
  const app = await open({ storage: sessionStorageFor(admin), viewport });
  await app.goto('/admin/products');
  await waitForHeading(app.page, 'Product Management');
  await app.page.getByTestId('admin-product-row').first().waitFor();
  return { app, admin };
}

const rows = (page: Page) => page.getByRole('main').getByTestId('admin-product-row');
const resultLine = (page: Page) => page.getByRole('main').locator('.admin-result-line');

describe('admin products: access', () => {
  test("a shopper and a signed-out visitor see 'Access Denied' with Go Home; the API refuses the shopper", async ({ open }) => {
    const shopper = await session('shopper');
    const app = await open({ storage: sessionStorageFor(shopper) });
    await app.goto('/admin/products');
    await waitForHeading(app.page, 'Product Management');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await main.getByText('You need admin privileges to access this page', { exact: true }).waitFor();
    expect(await main.getByRole('button', { name: 'Add Product' }).count()).toBe(0);
    expect(await main.getByRole('table').count()).toBe(0);
    const refused = await app.context.request.get(app.url('/api/v1/admin/products'), {
      headers: { Authorization: `Bearer ${shopper.accessToken}` },
    });
    expect(refused.status()).toBe(403);
    await main.getByRole('link', { name: 'Go Home' }).click();
    await waitForPath(app.page, '/');

    const visitor = await open();
    await visitor.goto('/admin/products');
    await visitor.page.getByRole('main').getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await visitor.page.getByRole('main').getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(app.problems()).toEqual([]);
    expect(visitor.problems()).toEqual([]);
  });
});

describe('admin products: list', () => {
  test('lists 10 per page with every column, pages, searches (debounced) and filters by category', async ({ open }) => {
    const { app, admin } = await openAdmin(open);
    const page = app.page;
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    expect(await main.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/admin');

    const all = await adminList(page, 'page=1&limit=10', admin.accessToken);
    expect(await rows(page).count()).toBe(10);
    await resultLine(page).getByText(`Showing 1–10 of ${all.pagination.total} products`).waitFor();
    const first = rows(page).first();
    const product = all.products[0]!;
    await first.getByRole('rowheader').getByText(product.name).waitFor();
    await first.getByText(product.brand, { exact: true }).waitFor();
    await first.getByText(formatRwf(product.price), { exact: true }).waitFor();
    expect(await first.locator('img').getAttribute('src')).toBe(product.images.primary);
    expect(await first.locator('[data-stock]').count()).toBe(1);
    expect(await first.getByText(/^(Active|Inactive|Discontinued)$/).count()).toBe(1);

    // Page 2 shows the next ten.
    await main.getByRole('button', { name: 'Page 2' }).click();
    const second = await adminList(page, 'page=2&limit=10', admin.accessToken);
    await rows(page).first().getByRole('rowheader').getByText(second.products[0]!.name).waitFor();
    await resultLine(page).getByText(`Showing 11–20 of ${all.pagination.total} products`).waitFor();

    // Typing is debounced: one request for the whole word, back on page 1.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/admin/products' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await main.getByLabel('Search products').pressSequentially('logitech', { delay: 60 });
    const logitech = await adminList(page, 'page=1&limit=10&search=logitech', admin.accessToken);
    expect(logitech.pagination.total).toBeGreaterThan(0);
    await resultLine(page).getByText(new RegExp(`of ${logitech.pagination.total} products?`)).waitFor();
    await resultLine(page).getByText('Filters applied').waitFor();
    expect(searches).toEqual(['logitech']);
    for (const name of await rows(page).locator('th').allTextContents()) expect(name).toMatch(/logitech/i);

    // Category narrows it further, at once.
    await main.getByLabel('Category', { exact: true }).selectOption('mice');
    const mice = await adminList(page, 'page=1&limit=10&search=logitech&category=mice', admin.accessToken);
    expect(mice.products.length).toBeGreaterThan(0);
    await expect.poll(() => rows(page).count()).toBe(mice.products.length);
    for (const category of await rows(page).locator('td[data-label="Category"]').allTextContents()) expect(category).toBe('Mice');

    // Nothing matches: the empty state offers to clear the filters.
    await main.getByLabel('Search products').fill('zzqx-no-such-product');
    await main.getByRole('heading', { name: 'No products found' }).waitFor();
    await main.getByText('Try adjusting your search terms or filters').waitFor();
    await main.getByRole('button', { name: 'Clear Filters' }).click();
    await resultLine(page).getByText(`Showing 1–10 of ${all.pagination.total} products`).waitFor();
    expect(app.problems()).toEqual([]);
  });
});

describe('admin products: the form', () => {
  test('an empty form shows every required-field message, bad numbers their rules, and focus goes to the first', async ({ open }) => {
    const { app } = await openAdmin(open);
    const page = app.page;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/v1/admin/')) writes.push(`${request.method()} ${request.url()}`);
    });
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.waitFor();
    await dialog.getByLabel('Status').selectOption({ index: 0 });
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByRole('alert').getByText('Please correct the highlighted fields.').waitFor();
    for (const message of [
      M.nameRequired,
      M.brandRequired,
      M.descriptionRequired,
      M.priceRequired,
      M.categoryRequired,
      M.primaryImageRequired,
      M.stockRequired,
      M.statusRequired,
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    // The messages are tied to their fields, and the first invalid field has the focus.
    const name = dialog.getByLabel('Product name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Product name' }).getAttribute('aria-describedby')).toBeTruthy();
    // Optional fields carry no message; the low-stock alert defaults to 10.
    expect(await dialog.getByLabel('Low stock alert').inputValue()).toBe('10');
    expect(await dialog.getByLabel('Original price (RWF)').getAttribute('aria-invalid')).toBeNull();

    // Typing clears a field's message; numbers follow their rules.
    await name.fill('Test');
    await expect.poll(() => dialog.getByText(M.nameRequired, { exact: true }).count()).toBe(0);
    await dialog.getByLabel(/^Price \(RWF\)/).fill('-5');
    await dialog.getByLabel('Stock quantity').fill('2.5');
    await dialog.getByLabel('Low stock alert').fill('-1');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByText(M.priceInvalid, { exact: true }).waitFor();
    await dialog.getByText(M.stockInvalid, { exact: true }).waitFor();
    await dialog.getByText(M.lowStockInvalid, { exact: true }).waitFor();
    expect(writes).toEqual([]);

    // Escape closes the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(app.problems()).toEqual([]);
  });

  test("uploads are checked first ('Please select an image file', 'Image size must be less than 5MB'); server field errors show under their fields", async ({ open }) => {
    const { app } = await openAdmin(open);
    const page = app.page;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/uploads')) uploads.push(request.method());
    });
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Upload primary image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await dialog.getByText(FILE_MESSAGES.imageType, { exact: true }).waitFor();
    // A file named and typed as a PNG whose bytes are not one is refused too.
    await dialog.getByLabel('Upload gallery image 1').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await dialog.getByText(FILE_MESSAGES.imageType, { exact: true }).nth(1).waitFor();
    const big = Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024)]);
    await dialog.getByLabel('Upload gallery image 2').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await dialog.getByText(FILE_MESSAGES.imageSize, { exact: true }).waitFor();
    expect(uploads).toEqual([]);

    // Everything valid for the form rules, but an image address the server refuses.
    await dialog.getByLabel('Product name').fill(`E2E Refused ${randomUUID().slice(0, 6)}`);
    await dialog.getByLabel('Brand').fill('Acme');
    await dialog.getByLabel('Category').selectOption('other');
    await dialog.getByLabel(/^Price \(RWF\)/).fill('1000');
    await dialog.getByLabel('Stock quantity').fill('1');
    await dialog.getByLabel(/^Description/).fill('Refused by the server.');
    await dialog.getByLabel(/^Primary image/).fill('ftp://example.com/a.png');
    await dialog.getByText(/upload the file instead/).waitFor();
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByText('Image must be a web address (http or https) or a path on this site').waitFor();
    expect(await dialog.getByLabel(/^Primary image/).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('alert').getByText('Please correct the highlighted fields.').waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});

describe('admin products: create, edit and delete, seen in the storefront at once', () => {
  test('creates a product with an uploaded PNG, edits its price, deletes it', async ({ open }) => {
    const { app, admin } = await openAdmin(open);
    const page = app.page;
    const main = page.getByRole('main');
    const name = `E2E Desk Lamp ${randomUUID().slice(0, 8)}`;

    await main.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Brand').fill('BenQ');
    await dialog.getByLabel('Category').selectOption('accessories');
    await dialog.getByLabel(/^Price \(RWF\)/).fill('12345');
    await dialog.getByLabel('Original price (RWF)').fill('15000');
    await dialog.getByLabel('Stock quantity').fill('7');
    await dialog.getByLabel('Short description').fill('A warm desk lamp for late commits.');
    await dialog.getByLabel(/^Description/).fill('An LED desk lamp with a warm light and a USB-C port.');
    await dialog.getByLabel('Key features').fill('Warm LED light\nUSB-C powered');
    await dialog.getByLabel('Badge').fill('NEW');
    await dialog.getByLabel('Upload primary image').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: makePng(32) });
    const preview = dialog.getByRole('img', { name: 'Preview of primary image' });
    await preview.waitFor();
    // The shop stores the photo as JPEG with renditions: the preview is the smallest (this 32 px PNG's own width), in WebP.
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-32\.webp$/);
    expect(await dialog.getByLabel(/^Primary image/).inputValue()).toMatch(/^\/uploads\/products\//);
    await dialog.getByLabel('Gallery image 2', { exact: true }).fill('/images/products/placeholder.svg');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText('Product created successfully!').waitFor();
    // The list reloads with the new product first.
    await rows(page).first().getByRole('rowheader').getByText(name).waitFor();
    await rows(page).first().getByText(formatRwf(12345), { exact: true }).waitFor();

    const created = (await adminList(page, `search=${encodeURIComponent(name)}`, admin.accessToken)).products[0]!;
    expect(created).toMatchObject({ name, brand: 'BenQ', category: 'accessories', price: 12345 });
    expect(created.images.primary).toMatch(/^\/uploads\/products\//);
    const full = await apiData<{ images: { gallery: string[] }; stock: { quantity: number; lowStockThreshold: number }; features: string[]; badge: string }>(
      app,
      `/products/${created._id}`,
    );
    expect(full).toMatchObject({
      images: { gallery: ['/images/products/placeholder.svg'] },
      stock: { quantity: 7, lowStockThreshold: 10 },
      features: ['Warm LED light', 'USB-C powered'],
      badge: 'NEW',
    });

    // The storefront finds it at once, with its uploaded image.
    const shop = await open();
    await shop.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = shop.page.getByRole('main').getByTestId('product-card').filter({ hasText: name });
    await card.waitFor();
    await card.getByText(formatRwf(12345), { exact: true }).waitFor();
    await shop.goto(`/product/${created._id}`);
    await waitForHeading(shop.page, name);
    // The gallery shows one of the photo's renditions (a <picture> once product-detail passes media), or the main file.
    const picture = shop.page.getByRole('main').locator('.gallery-stage img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown.startsWith(created.images.primary.replace(/\.jpg$/, ''))).toBe(true);

    // Edit the price: the listing shows the new one on the next request.
    await main.getByLabel('Search products').fill(name);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByLabel(/^Price \(RWF\)/).inputValue()).toBe('12345');
    expect(await edit.getByLabel('Key features').inputValue()).toBe('Warm LED light\nUSB-C powered');
    // RWF has no decimals: a fractional price is refused on the form, never rounded.
    const price = edit.getByLabel(/^Price \(RWF\)/);
    await price.fill('14999.6');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Price must be a whole number of RWF: francs have no decimals', { exact: true }).waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await price.fill('15000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText('Product updated successfully!').waitFor();
    await rows(page).getByText(formatRwf(15000), { exact: true }).waitFor();
    await shop.goto(`/products?search=${encodeURIComponent(name)}`);
    await card.getByText(formatRwf(15000), { exact: true }).waitFor();
    const edited = await apiData<{ features: string[]; price: number }>(app, `/products/${created._id}`);
    expect(edited).toMatchObject({ price: 15000, features: ['Warm LED light', 'USB-C powered'] });

    // Delete after the confirm, which says what goes with it: gone from the list and from the storefront.
    await rows(page).getByRole('button', { name: `Delete ${name}` }).click();
    expect(await answerConfirmation(page, { confirm: 'Delete product' })).toEqual({
      title: `Delete “${name}”?`,
      text: 'Are you sure you want to delete this product? It leaves the shop, every wishlist and search at once, and its reviews go with it. Orders already placed keep their lines.',
    });
    await main.getByRole('heading', { name: 'No products found' }).waitFor();
    await shop.goto(`/products?search=${encodeURIComponent(name)}`);
    await shop.page.getByRole('main').getByRole('heading', { name: 'No products found' }).waitFor();
    await shop.goto(`/product/${created._id}`);
    await waitForHeading(shop.page, 'Product not found');
    expect(unexpectedProblems(app)).toEqual([]);
    expect(unexpectedProblems(shop)).toEqual([]);
  });

  test('editing one field keeps the others: a low-stock alert set to 15 meanwhile survives a rename in the screen', async ({ open }) => {
    const { app, admin } = await openAdmin(open);
    const page = app.page;
    const main = page.getByRole('main');
    const auth = { Authorization: `Bearer ${admin.accessToken}` };
    const name = `E2E Alert Keeper ${randomUUID().slice(0, 8)}`;
    const created = await app.context.request.post(app.url('/api/v1/admin/products'), {
      headers: auth,
      data: {
        name,
        brand: 'Acme',
        category: 'accessories',
        description: 'Keeps its low-stock alert.',
        price: 5000,
        images: { primary: '/images/products/placeholder.svg', gallery: ['/images/products/placeholder.svg'] },
        stock: { quantity: 40 },
        features: ['Sturdy'],
        status: 'active',
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    const writes: { method: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes(`/api/v1/admin/products/${id}`)) {
        writes.push({ method: request.method(), body: request.postDataJSON() as unknown });
      }
    });

    // The admin opens the edit form while the alert is still the default 10...
    await main.getByLabel('Search products').fill(name);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByLabel('Low stock alert').inputValue()).toBe('10');
    // ...someone sets it to 15 through the API meanwhile...
    const alert = await app.context.request.patch(app.url(`/api/v1/admin/products/${id}`), {
      headers: auth,
      data: { stock: { lowStockThreshold: 15 } },
    });
    expect(alert.status()).toBe(200);
    // ...and the admin renames the product: only the name is sent, so the 15 stays.
    const renamed = `${name} Pro`;
    await edit.getByLabel('Product name').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText('Product updated successfully!').waitFor();
    expect(writes).toEqual([{ method: 'PATCH', body: { name: renamed } }]);
    const saved = await apiData<{ name: string; stock: { quantity: number; lowStockThreshold: number }; images: { gallery: string[] }; features: string[] }>(
      app,
      `/products/${id}`,
    );
    expect(saved).toMatchObject({
      name: renamed,
      stock: { quantity: 40, lowStockThreshold: 15 },
      images: { gallery: ['/images/products/placeholder.svg'] },
      features: ['Sturdy'],
    });

    // Saving an unchanged form sends nothing and closes it.
    await main.getByLabel('Search products').fill(renamed);
    await rows(page).getByRole('button', { name: `Edit ${renamed}` }).click();
    expect(await edit.getByLabel('Low stock alert').inputValue()).toBe('15');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(writes).toHaveLength(1);

    await app.context.request.delete(app.url(`/api/v1/admin/products/${id}`), { headers: auth });
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('dismissing the confirm keeps the product; failures tell the admin instead of only logging', async ({ open }) => {
    const { app } = await openAdmin(open);
    const page = app.page;
    const main = page.getByRole('main');
    const first = rows(page).first();
    const name = (await first.locator('th').textContent())!;
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });

    await first.getByRole('button', { name: /^Delete/ }).click();
    await answerConfirmation(page, 'cancel');
    await page.waitForTimeout(200);
    expect(deletes).toEqual([]);

    // The server fails: the delete and the save each say so on screen.
    await page.route('**/api/v1/admin/products/*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The catalogue is unavailable' }),
      }),
    );
    await first.getByRole('button', { name: /^Delete/ }).click();
    await answerConfirmation(page, { confirm: 'Delete product' });
    await main.getByRole('alert').getByText('The catalogue is unavailable', { exact: false }).waitFor();
    expect(await rows(page).first().locator('th').textContent()).toBe(name);
    await main.getByRole('button', { name: 'Dismiss' }).click();

    await first.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    // An unchanged form sends nothing: change a field so the save reaches the (failing) server.
    await edit.getByLabel('Product name').fill(`${name} (edited)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByRole('alert').getByText('The catalogue is unavailable').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
  });
});

describe('admin products: accessibility', () => {
  test('axe finds no serious or critical violations on the list, the form with errors, and on a phone', async ({ open }) => {
    const { app } = await openAdmin(open);
    expect(await seriousViolations(app.page), '/admin/products').toEqual([]);
    await app.page.getByRole('main').getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = app.page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByText(M.nameRequired).waitFor();
    expect(await seriousViolations(app.page), '/admin/products form with errors').toEqual([]);

    const phone = await openAdmin(open, viewports.phone);
    expect(await seriousViolations(phone.app.page), '/admin/products on a phone').toEqual([]);

    const visitor = await open();
    await visitor.goto('/admin/products');
    await visitor.page.getByRole('main').getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await seriousViolations(visitor.page), 'Access Denied').toEqual([]);
  });
});
