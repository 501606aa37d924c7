import { formatRwf } from '@shop/domain';
import type { Page } from 'playwright-core';
import type { AppSession } from './browser';
import { fillToPayment, myOrders, tinyPng } from './checkout';

/**
 * Helpers for the admin browser tests: which requests are admin API calls (recorded as the
 * page makes them), and a manual-payment order for the admin to verify.
 */

/** The admin-only API: /admin/*, the all-orders list and status updates, the subscriber list and bulk e-mail. */
export function isAdminApiCall(method: string, url: string): boolean {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/v1/')) return false;
  const path = pathname.slice('/api/v1'.length);
  if (path.startsWith('/admin/')) return true;
  if (path === '/orders' && method === 'GET') return true;
  if (/^\/orders\/[^/]+\/status$/.test(path)) return true;
  return path.startsWith('/newsletter/subscribers') || path === '/newsletter/bulk-email';
}

/** Starts recording the page's admin API calls ('GET /api/v1/admin/stats'); read the array later. */
export function recordAdminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isAdminApiCall(request.method(), request.url())) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

/** A new shopper's manual-payment order, placed in the browser with a real PNG proof; returns its number. */
export async function placeManualPaymentOrder(app: AppSession, token: string): Promise<string> {
  await app.goto('/checkout');
  await fillToPayment(app.page);
  const main = app.page.getByRole('main');
  await main.getByRole('radio', { name: 'MTN Mobile Money (manual)', exact: true }).check();
  const panel = main.getByTestId('manual-momo-panel');
  await panel.getByLabel('Payment screenshot').setInputFiles({ name: 'momo-confirmation.png', mimeType: 'image/png', buffer: tinyPng(16, 16) });
  // The file is checked by its bytes, read asynchronously: wait until the panel has taken it.
  await panel.getByText(/Selected: momo-confirmation\.png/).waitFor();
  await main.getByRole('button', { name: /Place Order/ }).click();
  await main.getByTestId('checkout-success').getByRole('heading', { name: 'Payment Proof Submitted!' }).waitFor({ timeout: 15_000 });
  const order = (await myOrders(app, token)).find((o) => o.paymentInfo.method === 'manual_momo');
  if (!order) throw new Error('the manual-payment order is not in the shopper’s orders');
  return order.orderNumber;
}

/** GET /admin/stats, as the dashboard reads it. */
export interface AdminStats {
  stats: { totalProducts: number; totalUsers: number; totalOrders: number; totalRevenue: number; totalSubscribers: number };
  series: {
    date: string;
    orders: number;
    revenue: number;
    revenueByMethod: { momo: number; manual_momo: number; stripe: number };
    newUsers: number;
    newSubscribers: number;
  }[];
  lowStock: { _id: string; name: string; quantity: number; lowStockThreshold: number }[];
}

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Waits until each dashboard card shows the figure the server gave (revenue in RWF). */
export async function waitForStatCards(page: Page, stats: AdminStats['stats']): Promise<void> {
  const card = (key: keyof AdminStats['stats']) => page.getByRole('main').getByTestId(`stat-${key}`);
  await card('totalProducts').getByText(count(stats.totalProducts), { exact: true }).waitFor();
  await card('totalUsers').getByText(count(stats.totalUsers), { exact: true }).waitFor();
  await card('totalOrders').getByText(count(stats.totalOrders), { exact: true }).waitFor();
  await card('totalRevenue').getByText(formatRwf(stats.totalRevenue), { exact: true }).waitFor();
  await card('totalSubscribers').getByText(count(stats.totalSubscribers), { exact: true }).waitFor();
}

/**
 * Answers the admin's confirmation of a destructive action: waits for it, reads what it says
 * will happen, then presses the action's button (`confirm`, e.g. 'Delete product') or Cancel.
 * Returns the dialog's title and text.
 */
export async function answerConfirmation(page: Page, answer: { confirm: string } | 'cancel'): Promise<{ title: string; text: string }> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const said = { title: (await dialog.getByRole('heading').textContent()) ?? '', text: (await dialog.getByRole('paragraph').textContent()) ?? '' };
  await dialog.getByRole('button', { name: answer === 'cancel' ? 'Cancel' : answer.confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return said;
}
