import { computeCartTotals, DEFAULT_DELIVERY_ZONES, formatRwf, zoneForDistrict } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { cartLine, cartStorage, fillToPayment, myOrders, orderNumberIn, productsInStock } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { waitForMails } from './harness/outbox';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const main = (page: Page) => page.getByRole('main');
const northern = zoneForDistrict(DEFAULT_DELIVERY_ZONES, 'Musanze')!;

describe('delivery zones at checkout', () => {
  test('an order to Musanze pays the Northern fee and shows its estimate before payment, on the confirmation and in the e-mail', async ({ open }) => {
    const probe = await open();
    const [cheap] = await productsInStock(probe);
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: { ...sessionStorageFor(session), ...cartStorage([cartLine(cheap!)]) } });
    await app.goto('/checkout');
    const totals = computeCartTotals([{ price: cheap!.price, quantity: 1 }], null, northern);
    expect(totals.deliveryFee).toBe(northern.fee);

    // Step 2: the district is a choice by province; choosing Musanze prices the delivery with the Northern zone.
    await main(app.page).getByLabel('Phone number').fill('0788123456');
    await main(app.page).getByRole('button', { name: /Continue to Shipping/ }).click();
    const district = main(app.page).getByLabel('District');
    expect(await district.locator('optgroup').count()).toBe(5);
    expect(await district.locator('option').count()).toBe(31);
    const city = main(app.page).getByLabel('City', { exact: true });
    expect(await city.inputValue()).toBe('Kigali');
    await district.selectOption('Musanze');
    // The city left as it came follows the district: the address does not read "Kigali, Musanze".
    expect(await city.inputValue()).toBe('Musanze');
    const option = main(app.page).getByTestId('delivery-option');
    await option.getByText('4-6 business days').waitFor();
    await option.getByText('Delivery zone: Northern Province (Musanze)').waitFor();
    await option.getByText(formatRwf(northern.fee)).waitFor();
    expect(await main(app.page).getByTestId('totals-delivery').textContent()).toBe(formatRwf(northern.fee));
    expect(await main(app.page).getByTestId('totals-total').textContent()).toBe(formatRwf(totals.total));
    // Back to Kigali: SPEC's fee and 3-4 days.
    await district.selectOption('Gasabo');
    await option.getByText('3-4 business days').waitFor();
    expect(await city.inputValue()).toBe('Kigali');
    await district.selectOption('Musanze');

    await main(app.page).getByLabel('Address').fill('Avenue de la Paix 4');
    await main(app.page).getByRole('button', { name: /Continue to Payment/ }).click();
    await main(app.page).getByRole('radio', { name: 'Card', exact: true }).check();
    await main(app.page).getByLabel('Name on card').fill('Test Shopper');
    await main(app.page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await main(app.page).getByLabel('Expiry date').fill('12/34');
    await main(app.page).getByLabel('CVV').fill('123');
    await main(app.page).getByRole('button', { name: /Place Order/ }).click();
    await app.page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 25_000 });
    const orderNumber = orderNumberIn(app.page.url());

    await main(app.page).getByText('4-6 business days via bike delivery').waitFor();
    const order = (await myOrders(app, session.accessToken)).find((o) => o.orderNumber === orderNumber) as unknown as { total: number; deliveryFee: number; delivery: unknown };
    expect(order).toMatchObject({ total: totals.total, deliveryFee: northern.fee, delivery: { zone: 'northern', district: 'Musanze', fee: northern.fee, estimate: { minDays: 4, maxDays: 6 } } });
    expect((order as unknown as { shippingAddress: { city: string } }).shippingAddress.city).toBe('Musanze');
    const [mail] = await waitForMails([session.user.email], (sent) => sent.subject.includes(orderNumber));
    expect(mail!.text).toContain('4-6 business days via bike delivery');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the Kigali checkout is unchanged: Gasabo keeps SPEC’s fee and 3-4 days', async ({ open }) => {
    const probe = await open();
    const [cheap] = await productsInStock(probe);
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: { ...sessionStorageFor(session), ...cartStorage([cartLine(cheap!)]) } });
    await app.goto('/checkout');
    await fillToPayment(app.page, { district: 'Gasabo' });
    const fee = computeCartTotals([{ price: cheap!.price, quantity: 1 }]).deliveryFee;
    expect(await main(app.page).getByTestId('totals-delivery').textContent()).toBe(fee ? formatRwf(fee) : 'Free');
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
