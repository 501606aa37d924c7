import { formatRwf } from '@shop/domain';
import { startCollectingSmtpServer, type CollectingSmtpServer } from '@shop/platform/contracts';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { waitFor } from '../../scripts/testing/free-port';
import { demoAccounts, registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { answerConfirmation, placeManualPaymentOrder, waitForStatCards, type AdminStats } from './harness/admin';
import { openSession } from './harness/browser';
import { RAISED_SIGN_IN_LIMITS, startDistributedShopOnVirtualHost, type DistributedShop } from '../../scripts/testing/distributed-shop';
import { cartLine, cartStorage, productsInStock } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { unexpectedProblems } from './harness/shop-api';
import type { SubscriberPage } from '@shop/contracts';

/**
 * The demo admin runs the shop in the distributed topology (every service its own process, over
 * gRPC, Redis and RabbitMQ) while the notifications process sends its e-mail to a real SMTP
 * server: a manual Mobile Money order is verified from its screenshot and shipped, a bulk e-mail
 * goes out, and the shopper receives each e-mail once and can unsubscribe from the bulk one.
 */

const main = (page: Page) => page.getByRole('main');

/** A header as the message carried it: the raw line of `headerLines`, unfolded, without its name. */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

describe('the admin runs the distributed shop, with e-mail over SMTP', () => {
  let smtp: CollectingSmtpServer | undefined;
  let shop: DistributedShop | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    // The mail server: no authentication, every message kept, parsed.
    smtp = await startCollectingSmtpServer();
    // Links in e-mails point at the gateway this test talks to.
    shop = await startDistributedShopOnVirtualHost(inject('brokerControl'), (gateway) => ({ ...RAISED_SIGN_IN_LIMITS, SMTP_URL: `smtp://127.0.0.1:${smtp!.port}`, PUBLIC_URL: gateway }));
    baseUrl = shop.baseUrl;
  });
  afterAll(async () => {
    await shop?.stop();
    await smtp?.stop();
  });

  test('the demo admin verifies a manual payment, ships the order and sends a bulk e-mail; each e-mail arrives once', { timeout: 240_000 }, async ({ chromium }) => {
    const api = async <T>(path: string, session: ApiSession): Promise<T> => {
      const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
      const body = (await response.json()) as { success: boolean; data: T; message?: string };
      if (!response.ok || !body.success) throw new Error(`GET ${path}: ${response.status} ${body.message ?? ''}`);
      return body.data;
    };

    // The shopper pays by USSD and uploads the screenshot at checkout, then subscribes.
    const shopper = await registerWithApi(baseUrl, { firstName: 'Aline', lastName: 'Uwase' });
    const email = shopper.user.email.toLowerCase();
    const probe = await openSession(chromium, baseUrl);
    const [product] = await productsInStock(probe);
    await probe.close();
    const shopperApp = await openSession(chromium, baseUrl, { storage: { ...sessionStorageFor(shopper), ...cartStorage([cartLine(product!, 2)]) } });
    let orderNumber: string;
    try {
      orderNumber = await placeManualPaymentOrder(shopperApp, shopper.accessToken);
      expect(unexpectedProblems(shopperApp)).toEqual([]);
    } finally {
      await shopperApp.close();
    }
    const subscribed = await fetch(`${baseUrl}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);

    const adminApi = await signInWithApi(baseUrl, 'admin');
    const app = await openSession(chromium, baseUrl);
    const reader = await openSession(chromium, baseUrl);
    try {
      const page = app.page;

      // The demo admin signs in with the credentials, through identity over gRPC.
      await app.goto('/login');
      await main(page).getByLabel('Email', { exact: true }).fill(demoAccounts.admin.email);
      await main(page).getByLabel('Password', { exact: true }).fill(demoAccounts.admin.password);
      await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/');
      await page.getByRole('banner').getByTestId('admin-dot').waitFor();

      // The dashboard: the cards show the figures the four services give, and the chart is drawn.
      await app.goto('/admin');
      await waitForHeading(page, 'Admin Dashboard');
      const stats = await api<AdminStats>('/admin/stats', adminApi);
      expect(stats.stats.totalOrders).toBeGreaterThanOrEqual(1);
      expect(stats.stats.totalSubscribers).toBeGreaterThanOrEqual(1);
      expect(stats.series.at(-1)!.orders).toBeGreaterThanOrEqual(1);
      await waitForStatCards(page, stats.stats);
      const chart = main(page).getByTestId('sales-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      await chart.locator('.recharts-bar-rectangle').first().waitFor();

      // Orders: the order, its private proof loaded through the admin's token, marked paid, shipped.
      await app.goto('/admin/orders');
      await waitForHeading(page, 'Order Management');
      await main(page).getByTestId('admin-order').first().waitFor();
      await main(page).getByLabel('Search orders').fill(orderNumber);
      await main(page).locator('.admin-result-line').getByText('Showing 1–1 of 1 order', { exact: true }).waitFor();
      const order = main(page).getByTestId('admin-order').filter({ hasText: orderNumber });
      await order.getByTestId('payment-status').getByText('Awaiting verification').waitFor();
      const proof = order.getByTestId('payment-proof');
      await proof.waitFor();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await proof.elementHandle());
      expect(await proof.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);
      await order.getByRole('button', { name: 'Mark paid' }).click();
      await order.getByTestId('payment-status').getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
      await order.getByTestId('order-status').getByText('Confirmed', { exact: true }).waitFor({ timeout: 20_000 });
      const tracking = `RW-BIKE-${Date.now().toString().slice(-6)}`;
      await order.getByLabel('Status').selectOption('shipped');
      await order.getByLabel('Tracking number').fill(tracking);
      await order.getByRole('button', { name: 'Update Order' }).click();
      await page.getByTestId('toast').getByText('Order status updated successfully!').waitFor();
      await order.getByTestId('order-status').getByText('Shipped', { exact: true }).waitFor();
      await order.getByText(`Tracking: ${tracking}`).waitFor();

      // The paid order now counts as revenue on the dashboard.
      await app.goto('/admin');
      await waitForHeading(page, 'Admin Dashboard');
      const paid = await api<AdminStats>('/admin/stats', adminApi);
      expect(paid.stats.totalRevenue).toBeGreaterThan(stats.stats.totalRevenue);
      await waitForStatCards(page, paid.stats);

      // Newsletter: a bulk e-mail from the form, confirmed in the browser's dialog.
      await app.goto('/admin/newsletter');
      await waitForHeading(page, 'Newsletter Subscribers');
      await main(page).getByTestId('subscriber-row').first().waitFor();
      const { activeSubscribers } = await api<SubscriberPage>('/newsletter/subscribers?page=1&limit=1', adminApi);
      const form = main(page).getByRole('region', { name: 'Send Bulk Email' });
      const subject = `New keyboards in Kigali ${Date.now().toString(36)}`;
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Content').fill('<h1>New in</h1><p>Mechanical keyboards, <strong>hot-swappable</strong>.</p>');
      await form.getByRole('button', { name: 'Send Email' }).click();
      await answerConfirmation(page, { confirm: 'Send e-mail' });
      await form.getByRole('status').getByText(`Bulk email sent successfully! ${activeSubscribers} emails sent to subscribers.`, { exact: true }).waitFor();
      expect(unexpectedProblems(app)).toEqual([]);

      // The SMTP server receives each e-mail for the shopper.
      const mine = () => smtp!.arrivals.filter((arrival) => arrival.recipients.includes(email)).map((arrival) => arrival.mail);
      const expected = {
        receipt: `We received your order ${orderNumber}`,
        payment: `Payment confirmed for order ${orderNumber}`,
        shipped: `Order ${orderNumber} is shipped`,
        welcome: 'Welcome to the DevShop newsletter',
        bulk: subject,
      };
      await waitFor(
        async () => (Object.values(expected).every((s) => mine().some((mail) => mail.subject === s)) ? true : undefined),
        30_000,
        "the shopper's e-mails over SMTP",
      ).catch((error: Error) => {
        throw new Error(`${error.message}; arrived: ${JSON.stringify(smtp!.arrivals.map((a) => [a.recipients, a.mail.subject]))}\n${shop!.output.join('\n')}`);
      });
      // A little longer, then no second copy of anything, and nothing else.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(mine().map((mail) => mail.subject).sort()).toEqual(Object.values(expected).sort());
      const one = (s: string) => mine().find((mail) => mail.subject === s)!;
      for (const mail of mine()) {
        expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address?.toLowerCase() : undefined).toBe(email);
        expect(mail.from?.value[0]?.address).toBe('no-reply@devshop.rw');
      }

      const { orders } = await api<{ orders: { orderNumber: string; total: number }[] }>('/orders/my-orders?page=1&limit=10', shopper);
      const total = orders.find((o) => o.orderNumber === orderNumber)!.total;
      const receipt = one(expected.receipt);
      expect(receipt.subject).toContain(orderNumber);
      const dial = /Dial (\S+) on your MTN phone/.exec(receipt.text ?? '')?.[1];
      expect(dial, receipt.text).toMatch(/^\*182\*/);
      expect(dial).toMatch(new RegExp(`\\*${total}#$`));
      expect(one(expected.payment).text).toContain(`we received your payment of ${formatRwf(total)} for order ${orderNumber}`);
      expect(one(expected.shipped).text).toContain(`Tracking number: ${tracking}`);

      const bulk = one(expected.bulk);
      expect(bulk.text).toContain('Mechanical keyboards, hot-swappable.');
      expect(bulk.html).toContain('<strong>hot-swappable</strong>');
      const listUnsubscribe = rawHeader(bulk, 'List-Unsubscribe');
      expect(listUnsubscribe).toMatch(new RegExp(`^<${baseUrl.replace(/[.]/g, '\\.')}/api/v1/newsletter/unsubscribe/one-click\\?token=[^>]+>$`));
      expect(rawHeader(bulk, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(bulk.text ?? '')?.[0];
      expect(link, bulk.text).toBeDefined();
      expect(link!.startsWith(`${baseUrl}/unsubscribe?token=`)).toBe(true);

      // The shopper follows the bulk e-mail's link and unsubscribes.
      await reader.page.goto(link!);
      await reader.page.locator('main#main-content').waitFor();
      await waitForHeading(reader.page, 'Newsletter Unsubscribe');
      await main(reader.page).getByRole('button', { name: 'Yes, Unsubscribe' }).click();
      await main(reader.page).getByRole('heading', { name: 'Successfully Unsubscribed!' }).waitFor();
      expect(unexpectedProblems(reader)).toEqual([]);
      const after = await api<SubscriberPage>('/newsletter/subscribers?page=1&limit=100', adminApi);
      expect(after.subscribers.find((s) => s.email.toLowerCase() === email)).toMatchObject({ isActive: false });
    } finally {
      await reader.close();
      await app.close();
    }
  });
});
