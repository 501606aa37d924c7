import { readFile } from 'node:fs/promises';
import { formatLongDate, formatRwf, splitVat } from '@shop/domain';
import { registerWithApi, sessionStorageFor, signInWithApi } from './harness/accounts';
import { viewports } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { orderableProducts, payByCard, placeOrder, setOrderStatus, waitForOrder, type ApiOrder } from './harness/orders';
import { pdfText } from './harness/pdf-text';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('order confirmation', () => {
  test('a shopper with a paid order sees every part of it, and the timeline follows the admin', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await signInWithApi(baseUrl, 'shopper');
    const admin = await signInWithApi(baseUrl, 'admin');
    const [product] = await orderableProducts(baseUrl);
    const placed = await placeOrder(baseUrl, shopper.accessToken, product!, 2, {
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      street: 'KN 5 Rd 12',
    });
    const order = await payByCard(baseUrl, shopper.accessToken, placed);
    expect(order.status).toBe('confirmed');

    const app = await open({ storage: sessionStorageFor(shopper) });
    // The order is asked for only once the session check (GET /auth/me) has answered.
    const events: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().includes('/api/v1/orders/number/')) events.push('order requested');
    });
    app.page.on('requestfinished', (request) => {
      if (request.url().includes('/api/v1/auth/me')) events.push('session checked');
    });
    await app.goto(`/order-confirmation/${order.orderNumber}`);
    await waitForHeading(app.page, 'Order Confirmed!');
    expect(events.indexOf('session checked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('session checked')).toBeLessThan(events.indexOf('order requested'));

    const main = app.page.getByRole('main');
    const placedOn = formatLongDate(order.createdAt);
    const estimate = formatLongDate(order.estimatedDelivery!);
    await main.getByText('Thank you for your purchase').waitFor();
    expect(await main.getByTestId('order-number').textContent()).toBe(order.orderNumber);
    await main.getByText(`Placed on ${placedOn}`).waitFor();

    // Timeline: placed and paid (confirmed) → step 1 done, the rest to come.
    const step = (key: string) => main.getByTestId(`timeline-${key}`);
    const stepStates = async () =>
      Promise.all(['placed', 'processing', 'delivery'].map((key) => step(key).getAttribute('data-state')));
    expect(await stepStates()).toEqual(['complete', 'upcoming', 'upcoming']);
    expect(await step('placed').textContent()).toContain('Order Placed');
    expect(await step('placed').textContent()).toContain(placedOn);
    expect(await step('processing').textContent()).toContain('Your order is being prepared');
    expect(await step('delivery').textContent()).toContain('Out for Delivery');
    expect(await step('delivery').textContent()).toContain(`Estimated ${estimate}`);

    // Items: snapshot name, category, quantity and unit price.
    const item = main.getByTestId('order-item');
    expect(await item.count()).toBe(1);
    await item.getByRole('heading', { name: product!.name }).waitFor();
    await item.getByText('Quantity: 2').waitFor();
    await item.getByText(`${formatRwf(product!.price)} each`).waitFor();
    await item.getByText(formatRwf(product!.price * 2), { exact: true }).waitFor();

    const address = main.getByTestId('delivery-address');
    for (const text of ['Aline Uwase', 'KN 5 Rd 12', 'Kigali, Gasabo', 'Phone: 0788123456', 'Email: aline@example.rw']) {
      await address.getByText(text).waitFor();
    }

    const summary = main.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(formatRwf(order.subtotal), { exact: true }).waitFor();
    await summary.getByText('Delivery (Bike)').waitFor();
    await summary.getByText(formatRwf(1000), { exact: true }).waitFor();
    expect(await summary.getByTestId('order-total').textContent()).toBe(formatRwf(order.total));
    await summary.getByText('* All prices include 18% VAT').waitFor();
    expect(await summary.getByText('Discount').count()).toBe(0);

    const payment = main.getByRole('region', { name: 'Payment' });
    expect(await payment.getByTestId('payment-method').textContent()).toBe('Card');
    expect(await payment.getByTestId('payment-status').textContent()).toBe('Paid');

    const delivery = main.getByRole('region', { name: 'Estimated delivery' });
    await delivery.getByText('3-4 business days via bike delivery').waitFor();
    await delivery.getByText(`Expected by ${estimate}`).waitFor();

    expect(await main.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(await main.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
    await main.getByRole('button', { name: 'Download Receipt' }).waitFor();
    expect(await seriousViolations(app.page), 'confirmation page').toEqual([]);

    // The admin starts preparing it, then ships it with a tracking number.
    await setOrderStatus(baseUrl, admin.accessToken, order._id, 'processing');
    await app.page.reload();
    await waitForHeading(app.page, 'Order Confirmed!');
    expect(await stepStates()).toEqual(['complete', 'current', 'upcoming']);
    expect(await step('processing').getAttribute('aria-current')).toBe('step');

    await setOrderStatus(baseUrl, admin.accessToken, order._id, 'shipped', 'RW-BIKE-4821');
    await app.page.reload();
    await waitForHeading(app.page, 'Order Confirmed!');
    expect(await stepStates()).toEqual(['complete', 'complete', 'current']);
    expect(await step('delivery').textContent()).toContain('Tracking number: RW-BIKE-4821');
    expect(await main.getByTestId('order-status').textContent()).toBe('Shipped');

    // Order history follows too.
    await app.goto('/orders');
    const card = main.getByTestId('order-card').filter({ hasText: order.orderNumber });
    await card.getByText('Tracking number: RW-BIKE-4821').waitFor();
    expect(await card.getByTestId('order-status').textContent()).toBe('Shipped');
    expect(await card.getByTestId('order-status').getAttribute('class')).toContain('status-indigo');
    await card.getByRole('link', { name: /View Details/ }).click();
    await waitForPath(app.page, `/order-confirmation/${order.orderNumber}`);

    await setOrderStatus(baseUrl, admin.accessToken, order._id, 'delivered');
    await app.page.reload();
    await waitForHeading(app.page, 'Order Confirmed!');
    expect(await stepStates()).toEqual(['complete', 'complete', 'complete']);
    expect(await step('delivery').textContent()).toContain('Delivered on');
    expect(app.problems()).toEqual([]);
  });

  test('Download Receipt saves a real PDF of the order with its VAT breakdown', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await registerWithApi(baseUrl, { firstName: 'Eric', lastName: 'Nshuti' });
    const [product] = await orderableProducts(baseUrl);
    const order = await payByCard(
      baseUrl,
      shopper.accessToken,
      await placeOrder(baseUrl, shopper.accessToken, product!, 3, { firstName: 'Eric', lastName: 'Nshuti', email: shopper.user.email, street: 'KG 7 Ave 3' }),
    );

    // The receipt as the buyer keeps it: its EBM receipt signed, so the PDF runs onto a second page.
    await waitForOrder(baseUrl, shopper.accessToken, order._id, (current) => current.fiscalReceipts?.[0]?.state === 'signed', 'declared');
    const app = await open({ storage: sessionStorageFor(shopper) });
    await app.goto(`/order-confirmation/${order.orderNumber}`);
    await waitForHeading(app.page, 'Order Confirmed!');
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${order.orderNumber}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(bytes).join(' ');
    const { net, vat } = splitVat(order.total);
    const expected = [
      'DevShop',
      'Receipt',
      order.orderNumber,
      formatLongDate(order.createdAt),
      'Eric Nshuti',
      shopper.user.email,
      'KG 7 Ave 3',
      'Kigali, Gasabo',
      'Phone: 0788123456',
      product!.name,
      'Unit price',
      'Line total',
      plain(formatRwf(product!.price)),
      plain(formatRwf(product!.price * 3)),
      'Subtotal',
      'Discount',
      'Delivery (Bike)',
      plain(formatRwf(order.deliveryFee)),
      'Total',
      plain(formatRwf(order.total)),
      'Amount excluding VAT',
      plain(formatRwf(net)),
      'VAT (18%) included',
      plain(formatRwf(vat)),
      'Card',
      'Paid',
      'commissionaire platform',
      'support@devshop.rw',
    ];
    for (const part of expected) expect(text, part).toContain(part);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('an unknown order number and another shopper’s order are both Order Not Found', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const owner = await registerWithApi(baseUrl, { firstName: 'Owner', lastName: 'One' });
    const [product] = await orderableProducts(baseUrl);
    const order = await placeOrder(baseUrl, owner.accessToken, product!, 1, { firstName: 'Owner', lastName: 'One', email: owner.user.email });

    const other = await registerWithApi(baseUrl, { firstName: 'Other', lastName: 'Two' });
    const app = await open({ storage: sessionStorageFor(other) });
    const main = app.page.getByRole('main');
    for (const number of ['DS-0000-NOPE00', order.orderNumber]) {
      await app.goto(`/order-confirmation/${number}`);
      await waitForHeading(app.page, 'Order Not Found');
      await main.getByText('Order not found', { exact: true }).waitFor();
      expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(await main.getByText(order.shippingAddress.street).count()).toBe(0);
    }
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(app.page, '/');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('signed out, the page asks the visitor to log in, without asking the server', async ({ app }) => {
    let asked = false;
    app.page.on('request', (request) => {
      if (request.url().includes('/api/v1/orders/')) asked = true;
    });
    await app.goto('/order-confirmation/DS-2611-7K3F9Q');
    await waitForHeading(app.page, 'Authentication Required');
    const main = app.page.getByRole('main');
    await main.getByText('Please log in to view order details').waitFor();
    await main.getByRole('link', { name: 'Log In' }).click();
    await waitForPath(app.page, '/login');
    // Signing in brings the visitor back to the order.
    expect(await app.page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/order-confirmation/DS-2611-7K3F9Q');
    expect(asked).toBe(false);
    expect(app.problems()).toEqual([]);
  });

  test('a declined card shows the failed payment and the cancelled steps, also on a phone', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await registerWithApi(baseUrl, { firstName: 'Declined', lastName: 'Card' });
    const [product] = await orderableProducts(baseUrl);
    const placed = await placeOrder(baseUrl, shopper.accessToken, product!, 1, { firstName: 'Declined', lastName: 'Card', email: shopper.user.email });
    const order: ApiOrder = await payByCard(baseUrl, shopper.accessToken, placed, '4000000000000002', 'failed');

    const app = await open({ storage: sessionStorageFor(shopper), viewport: viewports.phone });
    await app.goto(`/order-confirmation/${order.orderNumber}`);
    await waitForHeading(app.page, 'Payment Failed');
    const main = app.page.getByRole('main');
    const alert = main.getByRole('alert');
    await alert.getByText('Payment failed', { exact: true }).waitFor();
    await alert.getByText(/declined/i).waitFor();
    expect(await main.getByTestId('payment-status').textContent()).toBe('Failed');
    if (order.status === 'cancelled') {
      expect(await main.getByTestId('timeline-processing').getAttribute('data-state')).toBe('cancelled');
      expect(await main.getByTestId('order-status').textContent()).toBe('Cancelled');
    }
    // Nothing sticks out sideways on a phone.
    expect(await app.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(app.page), 'failed payment on a phone').toEqual([]);
    expect(app.problems()).toEqual([]);
  });
});
