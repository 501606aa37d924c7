import { formatLongDate, formatRwf } from '@shop/domain';
import { registerWithApi, sessionStorageFor, signInWithApi } from './harness/accounts';
import { viewports } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { orderableProducts, payByCard, placeOrder, setOrderStatus, type ApiOrder } from './harness/orders';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const MY_ORDERS = '**/api/v1/orders/my-orders**';

describe('order history', () => {
  test('visitors are asked to sign in', async ({ app }) => {
    await app.goto('/orders');
    await waitForHeading(app.page, 'Order History');
    const main = app.page.getByRole('main');
    await main.getByText('Track your orders and view past purchases').waitFor();
    await main.getByRole('heading', { name: 'Please Sign In' }).waitFor();
    expect(await main.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(app.problems()).toEqual([]);
  });

  test('a new shopper sees No Orders Yet with Browse Products', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'New', lastName: 'Shopper' });
    const app = await open({ storage: sessionStorageFor(shopper) });
    await app.goto('/orders');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'No Orders Yet' }).waitFor();
    expect(await main.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
    expect(await seriousViolations(app.page), '/orders empty').toEqual([]);
    expect(app.problems()).toEqual([]);
  });

  test('lists the orders, searches them by number and name, and filters by status through the server', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await registerWithApi(baseUrl, { firstName: 'Test', lastName: 'Shopper' });
    const admin = await signInWithApi(baseUrl, 'admin');
    const [first, second] = await orderableProducts(baseUrl);
    const email = shopper.user.email;
    const token = shopper.accessToken;

    // Oldest first: shipped (Aline), confirmed (Jean), pending and unpaid (Grace).
    const shipped = await payByCard(baseUrl, token, await placeOrder(baseUrl, token, first!, 1, { firstName: 'Aline', lastName: 'Uwase', email }));
    await setOrderStatus(baseUrl, admin.accessToken, shipped._id, 'shipped', 'RW-BIKE-0077');
    const confirmed = await payByCard(baseUrl, token, await placeOrder(baseUrl, token, second!, 2, { firstName: 'Jean', lastName: 'Habimana', email }));
    const pending = await placeOrder(baseUrl, token, first!, 3, { firstName: 'Grace', lastName: 'Mukamana', email });

    const app = await open({ storage: sessionStorageFor(shopper) });
    const asked: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().includes('/api/v1/orders/my-orders')) asked.push(request.url());
    });
    await app.goto('/orders');
    await waitForHeading(app.page, 'Order History');
    const main = app.page.getByRole('main');
    const cards = main.getByTestId('order-card');
    const numbers = async () => (await cards.locator('h2').allTextContents()).map((t) => t.replace('Order ', ''));
    await cards.first().waitFor();
    expect(await numbers()).toEqual([pending.orderNumber, confirmed.orderNumber, shipped.orderNumber]);
    expect(new URL(asked[0]!).searchParams.get('limit')).toBe('50');
    expect(new URL(asked[0]!).searchParams.get('status')).toBeNull();

    // Each card: number, long date, coloured status, total, tracking, items, View Details.
    const cardOf = (order: ApiOrder) => cards.filter({ hasText: order.orderNumber });
    const expectations: [ApiOrder, string, string][] = [
      [shipped, 'Shipped', 'status-indigo'],
      [confirmed, 'Confirmed', 'status-blue'],
      [pending, 'Pending', 'status-yellow'],
    ];
    for (const [order, label, colour] of expectations) {
      const card = cardOf(order);
      await card.getByText(`Placed on ${formatLongDate(order.createdAt)}`).waitFor();
      expect(await card.getByTestId('order-status').textContent()).toBe(label);
      expect(await card.getByTestId('order-status').getAttribute('class')).toContain(colour);
      await card.getByText(formatRwf(order.total), { exact: true }).waitFor();
      await card.getByText(order.items[0]!.productSnapshot.name).waitFor();
      await card.getByText(`× ${order.items[0]!.quantity}`).waitFor();
      expect(await card.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(
        `/order-confirmation/${order.orderNumber}`,
      );
      expect(await card.getByText(/Tracking number/).count()).toBe(order === shipped ? 1 : 0);
    }
    await cardOf(shipped).getByText('Tracking number: RW-BIKE-0077').waitFor();
    expect(await seriousViolations(app.page), '/orders').toEqual([]);

    // Search filters the loaded list on the client, by number, first or last name, any case.
    const search = main.getByRole('searchbox', { name: 'Search orders' });
    const requestsBefore = asked.length;
    const searches: [string, ApiOrder[]][] = [
      [confirmed.orderNumber.toLowerCase(), [confirmed]],
      ['UWASE', [shipped]],
      ['jean', [confirmed]],
      ['Grace', [pending]],
      ['shopper', [pending, confirmed, shipped]],
    ];
    for (const [text, expected] of searches) {
      await search.fill(text);
      await main.getByText(`Showing ${expected.length} of 3 orders`).waitFor();
      expect(await numbers(), text).toEqual(expected.map((o) => o.orderNumber));
    }
    await search.fill('nobody-at-all');
    await main.getByRole('heading', { name: 'No matching orders' }).waitFor();
    await search.fill('');
    await main.getByText('Showing 3 of 3 orders').waitFor();
    expect(asked.length).toBe(requestsBefore);

    // The status filter asks the server again.
    const status = main.getByRole('combobox', { name: 'Status' });
    const options = await status.locator('option').allTextContents();
    expect(options).toEqual(['All Statuses', 'Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
    const filters: [string, string, ApiOrder[]][] = [
      ['Shipped', 'shipped', [shipped]],
      ['Pending', 'pending', [pending]],
      ['Confirmed', 'confirmed', [confirmed]],
    ];
    for (const [label, value, expected] of filters) {
      const response = app.page.waitForResponse((r) => r.url().includes('/my-orders') && new URL(r.url()).searchParams.get('status') === value);
      await status.selectOption({ label });
      await response;
      await main.getByText(`Showing ${expected.length} of ${expected.length} ${expected.length === 1 ? 'order' : 'orders'}`).waitFor();
      expect(await numbers(), label).toEqual(expected.map((o) => o.orderNumber));
    }
    await status.selectOption({ label: 'Delivered' });
    await main.getByRole('heading', { name: 'No matching orders' }).waitFor();
    expect(asked.some((url) => new URL(url).searchParams.get('status') === 'delivered')).toBe(true);
    await main.getByRole('button', { name: 'Clear Filters' }).click();
    await main.getByText('Showing 3 of 3 orders').waitFor();
    expect(await status.inputValue()).toBe('all');
    expect(new URL(asked.at(-1)!).searchParams.get('status')).toBeNull();

    await cardOf(shipped).getByRole('link', { name: /View Details/ }).click();
    await waitForPath(app.page, `/order-confirmation/${shipped.orderNumber}`);
    await waitForHeading(app.page, 'Order Confirmed!');
    expect(app.problems()).toEqual([]);
  });

  test('a failing server shows Error Loading Orders, and Try Again reloads the page', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Error', lastName: 'Case' });
    const app = await open({ storage: sessionStorageFor(shopper), viewport: viewports.phone });
    const main = app.page.getByRole('main');

    await app.page.route(MY_ORDERS, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await app.goto('/orders');
    await main.getByRole('heading', { name: 'Error Loading Orders' }).waitFor();
    await main.getByText('Failed to fetch orders').waitFor();
    expect(await seriousViolations(app.page), '/orders error').toEqual([]);

    // The call never gets an answer.
    await app.page.unroute(MY_ORDERS);
    await app.page.route(MY_ORDERS, (route) => route.abort('failed'));
    await main.getByRole('button', { name: 'Try Again' }).click();
    await main.getByText('Failed to load orders').waitFor();

    // Try Again reloads the page, which now loads.
    await app.page.unroute(MY_ORDERS);
    const reloaded = app.page.waitForEvent('load');
    await main.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await main.getByRole('heading', { name: 'No Orders Yet' }).waitFor();
    expect(unexpectedProblems(app).filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
