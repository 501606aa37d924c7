import { formatRwf, relativeTime } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { viewports, type AppSession, type SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { orderableProducts, payByCard, placeOrder } from './harness/orders';
import { waitForStatCards, type AdminStats } from './harness/admin';
import { apiData, seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** /admin end to end: real figures after an order, the 30-day chart, recent activity and low stock. */

type Open = (options?: SessionOptions) => Promise<AppSession>;

let adminSession: Promise<ApiSession> | null = null;
const admin = () => (adminSession ??= signInWithApi(workerShop().baseUrl, 'admin'));

const main = (page: Page) => page.getByRole('main');

/** A product with 2 left and an alert at 5, created through the admin API. */
async function createLowStockProduct(baseUrl: string, token: string): Promise<{ _id: string; name: string }> {
  const name = `Low Stock Cable ${Date.now().toString(36)}`;
  const response = await fetch(new URL('/api/v1/admin/products', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name,
      brand: 'Anker',
      description: 'A braided USB-C cable, nearly sold out.',
      shortDescription: 'Braided USB-C cable',
      price: 9_000,
      category: 'accessories',
      images: { primary: '/images/products/placeholder.svg', gallery: [] },
      stock: { quantity: 2, lowStockThreshold: 5 },
      status: 'active',
      isFeatured: false,
    }),
  });
  const body = (await response.json()) as { success: boolean; data: { _id: string; name: string }; message?: string };
  if (!body.success) throw new Error(`POST /admin/products answered ${response.status}: ${body.message}`);
  return body.data;
}

async function openDashboard(open: Open): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await admin()) });
  await app.goto('/admin');
  await waitForHeading(app.page, 'Admin Dashboard');
  await main(app.page).getByTestId('stat-totalOrders').waitFor();
  return app;
}

describe('admin dashboard', () => {
  test('the cards show the real figures after a paid order; the chart and recent activity include it', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const token = (await admin()).accessToken;
    const shopper = await registerWithApi(baseUrl, { firstName: 'Grace', lastName: 'Mukamana' });
    const [product] = await orderableProducts(baseUrl);
    const order = await placeOrder(baseUrl, shopper.accessToken, product!, 2, { firstName: 'Grace', lastName: 'Mukamana', email: shopper.user.email });
    await payByCard(baseUrl, shopper.accessToken, order);

    const app = await openDashboard(open);
    const page = app.page;
    const stats = await apiData<AdminStats>(app, '/admin/stats', token);
    expect(stats.stats.totalOrders).toBeGreaterThan(0);
    expect(stats.stats.totalRevenue).toBeGreaterThanOrEqual(order.total);
    expect(stats.series).toHaveLength(30);
    expect(stats.series.at(-1)!.orders).toBeGreaterThan(0);

    await waitForStatCards(page, stats.stats);

    // The chart: drawn as SVG, one bar per day with orders, and its totals in words.
    const chart = main(page).getByTestId('sales-chart');
    await chart.locator('svg.recharts-surface').first().waitFor();
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await chart.getByText('Orders', { exact: true }).waitFor();
    await chart.getByText('Revenue', { exact: true }).waitFor();
    const totalOrders = stats.series.reduce((sum, day) => sum + day.orders, 0);
    const totalRevenue = stats.series.reduce((sum, day) => sum + day.revenue, 0);
    expect(await main(page).getByTestId('sales-totals').textContent()).toBe(
      `${totalOrders} ${totalOrders === 1 ? 'order' : 'orders'} · ${formatRwf(totalRevenue)} paid`,
    );
    // New users (Grace registered today) and subscribers in words, and the card revenue by itself.
    const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
    const newUsers = stats.series.reduce((sum, day) => sum + day.newUsers, 0);
    const newSubscribers = stats.series.reduce((sum, day) => sum + day.newSubscribers, 0);
    expect(newUsers).toBeGreaterThan(0);
    expect(await main(page).getByTestId('growth-totals').textContent()).toBe(
      `${plural(newUsers, 'new user', 'new users')} · ${plural(newSubscribers, 'new subscriber', 'new subscribers')}`,
    );
    await chart.getByText('New users', { exact: true }).waitFor();
    const byCard = stats.series.reduce((sum, day) => sum + day.revenueByMethod.stripe, 0);
    expect(byCard).toBeGreaterThanOrEqual(order.total);
    const methods = main(page).getByTestId('revenue-by-method');
    await methods.getByText('Card', { exact: true }).waitFor();
    await methods.getByText(formatRwf(byCard), { exact: true }).waitFor();

    // Recent Activity: the latest 5, this order first, placed moments ago.
    const recent = main(page).getByTestId('recent-order');
    await recent.first().waitFor();
    expect(await recent.count()).toBeLessThanOrEqual(5);
    await recent.first().getByText(`Order ${order.orderNumber}`).waitFor();
    await recent.first().getByText(`Grace Mukamana · ${formatRwf(order.total)}`).waitFor();
    expect(await recent.first().locator('time').textContent()).toBe(relativeTime(order.createdAt, Date.now()));

    // Each admin screen is one click away.
    for (const name of ['Product Management', 'Order Management', 'User Management', 'Newsletter Subscribers', 'Review Management', 'Search Synonyms']) {
      await main(page).getByRole('link', { name: new RegExp(name) }).waitFor();
    }
    expect(await seriousViolations(page), '/admin').toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a low-stock product is listed with a link that opens its edit dialog', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const product = await createLowStockProduct(baseUrl, (await admin()).accessToken);
    const app = await openDashboard(open);
    const page = app.page;
    const row = main(page).getByTestId('low-stock-product').filter({ hasText: product.name });
    await row.waitFor();
    await row.getByText('2 left (threshold 5)').waitFor();
    await row.getByRole('link', { name: `Edit ${product.name}` }).click();

    await waitForPath(page, '/admin/products');
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Product name/).inputValue()).toBe(product.name);
    // Closing the dialog does not open it again: the link's ?edit= is gone.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the storefront does not download the chart library; the dashboard does', async ({ open }) => {
    const shopperApp = await open();
    const scripts: string[] = [];
    shopperApp.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await shopperApp.goto('/');
    await shopperApp.page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('sales-chart'))).toBe(false);

    const app = await open({ storage: sessionStorageFor(await admin()) });
    const adminScripts: string[] = [];
    app.page.on('request', (request) => {
      if (request.resourceType() === 'script') adminScripts.push(new URL(request.url()).pathname);
    });
    await app.goto('/admin');
    await main(app.page).getByTestId('sales-chart').waitFor();
    expect(adminScripts.some((path) => path.includes('sales-chart'))).toBe(true);
  });

  test('on a phone the dashboard and the orders screen fit the screen width', async ({ open }) => {
    const app = await open({ storage: sessionStorageFor(await admin()), viewport: viewports.phone });
    const fits = () => app.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await app.goto('/admin');
    await main(app.page).getByTestId('sales-chart').locator('svg.recharts-surface').first().waitFor();
    expect(await fits(), '/admin').toBe(true);
    await app.goto('/admin/orders');
    await main(app.page).locator('.admin-result-line').getByText(/^(Showing|No orders)/).waitFor();
    expect(await fits(), '/admin/orders').toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
