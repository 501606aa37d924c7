import { formatRwf } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, type ApiSession } from './harness/accounts';
import { cartLine, cartStorage, fillToPayment, myOrders, orderNumberIn, productsInStock, storedCart, tinyPng } from './harness/checkout';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { readSmsOutbox, waitForMails, waitForOrderSms } from './harness/outbox';
import type { ApiProduct } from './harness/shop-api';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

type Open = (options?: SessionOptions) => Promise<AppSession>;

/** A new account with a cart of two cheap products, on /checkout. */
async function checkoutWithCart(open: Open): Promise<{ app: AppSession; session: ApiSession; products: ApiProduct[]; total: number }> {
  const probe = await open();
  const [a, b] = await productsInStock(probe);
  const session = await registerWithApi(workerShop().baseUrl);
  const app = await open({ storage: { ...sessionStorageFor(session), ...cartStorage([cartLine(a!, 2), cartLine(b!)]) } });
  await app.goto('/checkout');
  const cart = await storedCart(app.page);
  const subtotal = cart!.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { app, session, products: [a!, b!], total: subtotal + (subtotal < 50_000 ? 1_000 : 0) };
}

const main = (page: Page) => page.getByRole('main');

async function choose(page: Page, method: 'MTN Mobile Money (manual)' | 'MTN Mobile Money' | 'Card') {
  await main(page).getByRole('radio', { name: method, exact: true }).check();
}

async function fillCard(page: Page, number: string) {
  await main(page).getByLabel('Name on card').fill('Test Shopper');
  await main(page).getByLabel('Card number').fill(number);
  await main(page).getByLabel('Expiry date').fill('12/34');
  await main(page).getByLabel('CVV').fill('123');
}

async function placeOrder(page: Page) {
  await main(page).getByRole('button', { name: /Place Order/ }).click();
}

/** Waits for the confirmation page and returns its order number. */
async function landsOnConfirmation(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 25_000 });
  return orderNumberIn(page.url());
}

describe('checkout payments', () => {
  test('Mobile Money prompt (0780000001): Payment Request Sent, then paid and on the confirmation page', async ({ open }) => {
    const { app, session, total } = await checkoutWithCart(open);
    await fillToPayment(app.page, { noSms: true });
    await choose(app.page, 'MTN Mobile Money');
    await main(app.page).getByText(`A request for ${formatRwf(total)} goes to this number.`).waitFor();
    await main(app.page).getByLabel('Mobile Money number').fill('0780000001');
    await placeOrder(app.page);

    const pending = main(app.page).getByTestId('checkout-pending');
    await pending.getByRole('heading', { name: 'Payment Request Sent' }).waitFor();
    await pending.getByText(/Check your phone 0780000001 for the Mobile Money request of .* and enter your PIN/).waitFor();
    // The first status check comes about 2 s later; then the success view and the confirmation page.
    await main(app.page).getByText('Your order has been confirmed. Redirecting to order confirmation...').waitFor({ timeout: 20_000 });
    const orderNumber = await landsOnConfirmation(app.page);

    const order = (await myOrders(app, session.accessToken)).find((o) => o.orderNumber === orderNumber);
    expect(order).toMatchObject({ total, smsUpdates: false, paymentInfo: { method: 'momo', status: 'paid' } });
    // The shopper said no to SMS updates: the e-mails tell them (the payment's comes after the order's), no SMS does.
    await waitForMails([session.user.email], (mail) => mail.subject === `Payment confirmed for order ${orderNumber}`);
    expect((await readSmsOutbox()).filter((sms) => sms.text.includes(orderNumber))).toEqual([]);
    expect(order?.shippingAddress).toMatchObject({ city: 'Kigali', district: 'Gasabo', country: 'Rwanda' });
    expect((await storedCart(app.page))?.items).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('Airtel Money (0730000001): the number picks Airtel, the prompt goes through Airtel, the order is paid by Airtel', async ({ open }) => {
    const { app, session, total } = await checkoutWithCart(open);
    await fillToPayment(app.page, { noSms: true });
    await choose(app.page, 'MTN Mobile Money');
    const number = main(app.page).getByLabel('Mobile Money number');
    const wallets = main(app.page).getByTestId('wallet-picker');
    await number.fill('0781234567');
    expect(await wallets.getByRole('radio', { name: /MTN MoMo/ }).isChecked()).toBe(true);
    await number.fill('0730000001');
    expect(await wallets.getByRole('radio', { name: /Airtel Money/ }).isChecked()).toBe(true);
    await wallets.getByText("This number's network").waitFor();
    await main(app.page).getByText(/^Test mode: 0730000001 approves/).waitFor();
    await placeOrder(app.page);

    await main(app.page).getByTestId('checkout-pending').getByRole('heading', { name: 'Payment Request Sent' }).waitFor();
    await main(app.page).getByText('Your order has been confirmed. Redirecting to order confirmation...').waitFor({ timeout: 20_000 });
    const orderNumber = await landsOnConfirmation(app.page);
    const order = (await myOrders(app, session.accessToken)).find((o) => o.orderNumber === orderNumber);
    expect(order).toMatchObject({ total, paymentInfo: { method: 'momo', status: 'paid', wallet: 'airtel' } });
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('manual USSD: dial code and amount, a wrong file is refused under the field, a PNG proof is submitted', async ({ open }) => {
    const { app, session, total } = await checkoutWithCart(open);
    await fillToPayment(app.page);
    await choose(app.page, 'MTN Mobile Money (manual)');
    const panel = main(app.page).getByTestId('manual-momo-panel');
    expect(await panel.getByTestId('dial-code').textContent()).toBe(`*182*8*1*182000*${total}#`);
    expect(await panel.getByTestId('manual-amount').textContent()).toBe(formatRwf(total));

    // No screenshot yet.
    await placeOrder(app.page);
    await panel.getByText('Payment screenshot is required for manual payment verification').waitFor();
    // A text file is refused before anything is sent.
    const proof = panel.getByLabel('Payment screenshot');
    await proof.setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await panel.getByText('Please upload a valid image file (JPEG, PNG)').waitFor();
    expect(await proof.getAttribute('aria-invalid')).toBe('true');
    // Even named .png, bytes that are not a PNG are refused.
    await proof.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a......') });
    await panel.getByText('Please upload a valid image file (JPEG, PNG)').waitFor();

    await proof.setInputFiles({ name: 'momo-confirmation.png', mimeType: 'image/png', buffer: tinyPng() });
    // The file is checked by its bytes, read asynchronously: the earlier error goes once it is read.
    await panel.getByTestId('proof-error').waitFor({ state: 'detached' });
    await placeOrder(app.page);

    const success = main(app.page).getByTestId('checkout-success');
    await success.getByRole('heading', { name: 'Payment Proof Submitted!' }).waitFor({ timeout: 15_000 });
    await success.getByText(`*182*8*1*182000*${total}#`).waitFor();
    await success.getByText(`Pay the total of ${formatRwf(total)}.`).waitFor();
    await success.getByText('We verify your payment within 24 hours.').waitFor();
    await success.getByText(/email confirmation/).waitFor();
    await success.getByRole('link', { name: '+250 788 000 000' }).waitFor();
    const shownAt = Date.now();
    const orderNumber = await landsOnConfirmation(app.page);
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    const order = (await myOrders(app, session.accessToken)).find((o) => o.orderNumber === orderNumber);
    expect(order).toMatchObject({ total, smsUpdates: true, paymentInfo: { method: 'manual_momo', status: 'awaiting_verification' } });
    expect((await storedCart(app.page))?.items).toEqual([]);
    // SMS updates are on by default: the order's SMS tells how to pay, to the number typed at checkout.
    const [sms] = await waitForOrderSms(orderNumber, 1);
    expect(sms).toMatchObject({ to: '+250788123456', encoding: 'GSM-7', segments: 1 });
    expect(sms!.text).toBe(`DevShop: we received order ${orderNumber}. To pay ${formatRwf(total).replace('\u00a0', ' ')}, dial *182*8*1*182000*${total}# on your MTN phone. Questions: +250 788 000 000`);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('card 4242…: confirmed, then the confirmation page after 2 seconds', async ({ open }) => {
    const { app, session, total } = await checkoutWithCart(open);
    await fillToPayment(app.page);
    await choose(app.page, 'Card');
    await fillCard(app.page, '4242 4242 4242 4242');
    await placeOrder(app.page);
    await main(app.page).getByText('Your order has been confirmed. Redirecting to order confirmation...').waitFor({ timeout: 15_000 });
    const orderNumber = await landsOnConfirmation(app.page);
    const order = (await myOrders(app, session.accessToken)).find((o) => o.orderNumber === orderNumber);
    expect(order).toMatchObject({ total, paymentInfo: { method: 'stripe', status: 'paid' } });
    expect((await storedCart(app.page))?.items).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a declined card shows the failed view and keeps the cart; Try Again pays the same order with another card', async ({ open }) => {
    const { app, session } = await checkoutWithCart(open);
    await fillToPayment(app.page);
    await choose(app.page, 'Card');
    await fillCard(app.page, '4000 0000 0000 0002');
    await placeOrder(app.page);
    const failed = main(app.page).getByTestId('checkout-failed');
    await failed.getByRole('heading', { name: 'Payment Failed' }).waitFor({ timeout: 15_000 });
    await failed.getByText('Your card was declined.').waitFor();
    expect((await storedCart(app.page))?.items).toHaveLength(2);

    await failed.getByRole('button', { name: 'Try Again' }).click();
    await main(app.page).getByRole('heading', { name: /Payment/ }).first().waitFor();
    expect(await main(app.page).getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    await main(app.page).getByLabel('Card number').fill('4242424242424242');
    await placeOrder(app.page);
    const orderNumber = await landsOnConfirmation(app.page);

    const orders = await myOrders(app, session.accessToken);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ orderNumber, paymentInfo: { method: 'stripe', status: 'paid' } });
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a declined Mobile Money payment (0780000002) shows the failed view with the reason', async ({ open }) => {
    const { app, session } = await checkoutWithCart(open);
    await fillToPayment(app.page);
    await choose(app.page, 'MTN Mobile Money');
    await main(app.page).getByLabel('Mobile Money number').fill('0780000002');
    await placeOrder(app.page);
    await main(app.page).getByRole('heading', { name: 'Payment Request Sent' }).waitFor();
    const failed = main(app.page).getByTestId('checkout-failed');
    await failed.getByText('The payment was declined on your phone.').waitFor({ timeout: 20_000 });
    expect((await storedCart(app.page))?.items).toHaveLength(2);
    const [order] = await myOrders(app, session.accessToken);
    expect(order?.paymentInfo).toMatchObject({ method: 'momo', status: 'failed' });
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await main(app.page).getByLabel('Mobile Money number').waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
