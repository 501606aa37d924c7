import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { ImageMedia } from '@shop/contracts/product-images';
import { formatRwf } from '@shop/domain';
import { sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { viewports } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { apiData, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/**
 * Product photos from a phone to a shopper's screen: the admin uploads one, the storefront shows
 * it at the width the card needs in a modern format, without where it was taken.
 */

/** Where the photo says it was taken: it must not reach any shopper. */
const GPS = { GPSLatitudeRef: 'S', GPSLatitude: '1/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 3/1 0/1' };

/** A 1600 × 1200 phone photo (gradients and tiles) with its camera and GPS position in EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x >> 6) + (y >> 6)) % 2 ? 200 : 60;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Tecno', Model: 'Camon 20' }, IFD3: GPS })
    .toBuffer();
}

let admin: Promise<ApiSession> | undefined;
/** One real admin session for the file (the login endpoint is rate limited). */
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

interface StoredProduct {
  _id: string;
  images: { primary: string };
  media: Record<string, ImageMedia>;
}

/** The product photos the page asked the shop for, as site paths. */
function photoRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/uploads/products/')) paths.push(path);
  });
  return paths;
}

/** The part of a product's main photo URL its renditions share. */
const stem = (url: string) => url.replace(/\.jpg$/, '');

describe('product photos', () => {
  test('a phone photo an admin uploads reaches the storefront card as a small AVIF or WebP, without its EXIF', async ({ open }) => {
    const session = await adminSession();
    const app = await open({ storage: sessionStorageFor(session), viewport: viewports.desktop });
    const { page } = app;
    const name = `E2E Field Camera ${randomUUID().slice(0, 8)}`;

    await app.goto('/admin/products');
    await waitForHeading(page, 'Product Management');
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Brand').fill('Tecno');
    await dialog.getByLabel('Category').selectOption('accessories');
    await dialog.getByLabel(/^Price \(RWF\)/).fill('54000');
    await dialog.getByLabel('Stock quantity').fill('3');
    await dialog.getByLabel(/^Description/).fill('A webcam photographed on a phone.');
    await dialog.getByLabel('Upload primary image').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });

    // The preview shows the smallest rendition, not the photo as uploaded.
    const preview = dialog.getByRole('img', { name: 'Preview of primary image' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-320\.webp$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText('Product created successfully!').waitFor();

    // The product keeps the main file's URL and, beside it, what the upload answered.
    const found = await apiData<{ products: StoredProduct[] }>(app, `/products?search=${encodeURIComponent(name)}`);
    const product = found.products[0]!;
    const url = product.images.primary;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/);
    const media = product.media[url]!;
    expect(media).toMatchObject({ widths: [320, 640, 1280], placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    expect(media.width / media.height).toBeCloseTo(4 / 3, 2);

    // A shopper on a desktop (cards about 300 px wide, one pixel per CSS pixel) asks for the 320 px rendition.
    const shop = await open({ viewport: viewports.desktop });
    const requested = photoRequests(shop.page);
    await shop.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = shop.page.getByRole('main').getByTestId('product-card').filter({ hasText: name });
    await card.getByText(formatRwf(54000), { exact: true }).waitFor();
    const picture = card.locator('picture img');
    // (naturalWidth is in CSS pixels of the chosen candidate: the file's own width is in its name.)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown).toMatch(new RegExp(`^${stem(url)}-320\\.(avif|webp)$`));
    // The box has the photo's proportions before a byte arrives, so nothing below it moves.
    expect(await picture.evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      String(media.width),
      String(media.height),
    ]);
    expect(requested).toContain(shown);
    expect(requested).not.toContain(url);
    expect(requested.filter((path) => /-(640|1280)\./.test(path))).toEqual([]);

    // The rendition served carries no EXIF at all: no camera, no place.
    const served = await shop.context.request.get(shop.url(shown));
    expect(served.status()).toBe(200);
    const bytes = await served.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Camon 20'))).toBe(false);

    // Featured beside the home page's hero (a thumb-sized picture), it is the smallest WebP too.
    await shop.page.route('**/api/v1/products/featured?*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { products: unknown[] } };
      body.data.products.unshift({ ...(await apiData<object>(app, `/products/${product._id}`)), isFeatured: true });
      await route.fulfill({ response: answer, json: body });
    });
    await shop.goto('/');
    const hero = shop.page.locator('.hero-product').filter({ hasText: name }).locator('img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(`${stem(url)}-320.webp`);
    expect(requested).not.toContain(url);
    expect(unexpectedProblems(shop)).toEqual([]);
  });

  test('low-data mode loads only the smallest width, and a picture below the fold waits for “Show image”', async ({ open }) => {
    const session = await adminSession();
    const setup = await open();
    const prefix = `E2E Low Data ${randomUUID().slice(0, 8)}`;
    const authorization = { Authorization: `Bearer ${session.accessToken}` };
    const upload = await setup.context.request.post(setup.url('/api/v1/admin/uploads'), {
      headers: authorization,
      multipart: { image: { name: 'desk.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } },
    });
    const { url, media } = ((await upload.json()) as { data: { url: string; media: ImageMedia } }).data;
    // Five products with the photo: a listing's first four cards load theirs at once, the fifth is below the fold.
    for (let n = 1; n <= 5; n += 1) {
      const created = await setup.context.request.post(setup.url('/api/v1/admin/products'), {
        headers: authorization,
        data: {
          name: `${prefix} ${n}`,
          brand: 'Tecno',
          category: 'accessories',
          price: 10_000 + n,
          status: 'active',
          stock: { quantity: 5 },
          description: 'A product with an uploaded photo.',
          images: { primary: url },
          media: { [url]: media },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    const shop = await open({ viewport: viewports.phone, storage: { lowData: 'on' } });
    const requested = photoRequests(shop.page);
    await shop.goto(`/products?search=${encodeURIComponent(prefix)}`);
    const cards = shop.page.getByRole('main').getByTestId('product-card');
    await expect.poll(() => cards.count()).toBe(5);
    const show = shop.page.getByRole('main').getByRole('button', { name: /^Show image/ });
    await expect.poll(() => show.count()).toBe(1);
    const loaded = () =>
      shop.page
        .locator('main picture img')
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth > 0).map((img) => new URL(img.currentSrc).pathname));
    await expect.poll(async () => (await loaded()).length).toBe(4);
    expect((await loaded()).every((path) => path.startsWith(`${stem(url)}-320.`))).toBe(true);
    // Only the smallest rendition; nothing of the held picture, even scrolled into view.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((path) => path.startsWith(`${stem(url)}-320.`))).toBe(true);
    const before = requested.length;
    await shop.page.mouse.wheel(0, 4_000);
    await shop.page.waitForTimeout(500);
    expect(requested.length).toBe(before);

    // Asked for, it loads, at the smallest width still.
    await show.click();
    await expect.poll(() => show.count()).toBe(0);
    await expect.poll(async () => (await loaded()).length).toBe(5);
    expect((await loaded()).every((path) => path.startsWith(`${stem(url)}-320.`))).toBe(true);
    expect(requested.every((path) => path.startsWith(`${stem(url)}-320.`))).toBe(true);
  });
});
