import { couponDiscount, formatRwf } from '@shop/domain';
import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { cartLine, fillToPayment, myOrders, productsInStock, storedCart } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

describe('checkout form', () => {
  test("the three steps show SPEC's messages under the fields, with the free-delivery banner and Bike delivery", async ({ open }) => {
    const probe = await open();
    const [cheap] = await productsInStock(probe);
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: { ...sessionStorageFor(session), cart: { items: [cartLine(cheap!)] } } });
    await app.goto('/checkout');
    const main = app.page.getByRole('main');
    await main.getByText(`Add ${formatRwf(50_000 - cheap!.price)} more for free delivery!`).waitFor();
    expect(await main.getByRole('link', { name: /Back to Cart/ }).getAttribute('href')).toBe('/cart');
    const summary = main.getByRole('complementary', { name: 'Your order' });
    await summary.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await summary.getByText('Delivery (Bike)').waitFor();
    expect(await summary.getByTestId('totals-total').textContent()).toBe(formatRwf(cheap!.price + 1_000));

    // Step 1: required fields and a bad phone.
    await main.getByLabel('First name').fill('');
    await main.getByLabel('Last name').fill('');
    await main.getByLabel('Email').fill('');
    await main.getByLabel('Phone number').fill('');
    await main.getByRole('button', { name: /Continue to Shipping/ }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required']) {
      await main.getByText(message, { exact: true }).waitFor();
    }
    await main.getByLabel('First name').fill('Aline');
    await main.getByLabel('Last name').fill('Uwase');
    await main.getByLabel('Email').fill('aline@');
    await main.getByLabel('Phone number').fill('12345');
    await main.getByRole('button', { name: /Continue to Shipping/ }).click();
    await main.getByText('Please enter a valid email', { exact: true }).waitFor();
    await main.getByText('Please enter a valid Rwandan phone number').waitFor();
    expect(await main.getByText('First name is required').count()).toBe(0);
    // The first wrong field has the focus.
    expect(await app.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    await main.getByLabel('Email').fill('aline@example.rw');
    await main.getByLabel('Phone number').fill('0788 123 456');
    await main.getByRole('button', { name: /Continue to Shipping/ }).click();

    // Step 2: city Kigali by default, country fixed, district required, postal code optional.
    await main.getByRole('heading', { name: 'Shipping Address' }).waitFor();
    expect(await main.getByLabel('City').inputValue()).toBe('Kigali');
    expect(await main.getByLabel('Country').inputValue()).toBe('Rwanda');
    expect(await main.getByLabel('Country').getAttribute('readonly')).not.toBeNull();
    await main.getByTestId('delivery-option').getByText('Bike delivery').waitFor();
    await main.getByLabel('City').fill('');
    await main.getByRole('button', { name: /Continue to Payment/ }).click();
    for (const message of ['Address is required', 'City is required', 'District is required']) {
      await main.getByText(message, { exact: true }).waitFor();
    }
    await main.getByLabel('Address').fill('KN 3 Rd 5');
    await main.getByLabel('City').fill('Kigali');
    await main.getByLabel('District').selectOption('Kicukiro');
    await main.getByRole('button', { name: /Continue to Payment/ }).click();

    // Step 3: each method's own checks.
    await main.getByRole('group', { name: 'Payment method' }).waitFor();
    await main.getByRole('radio', { name: 'MTN Mobile Money', exact: true }).check();
    await main.getByLabel('Mobile Money number').fill('');
    await main.getByRole('button', { name: /Place Order/ }).click();
    await main.getByText('Phone number is required for Mobile Money payment').waitFor();
    await main.getByRole('radio', { name: 'Card', exact: true }).check();
    await main.getByRole('button', { name: /Place Order/ }).click();
    for (const message of ['Name on card is required', 'Card number is required', 'Expiry date is required', 'CVV is required']) {
      await main.getByText(message, { exact: true }).waitFor();
    }
    await main.getByLabel('Card number').fill('4242 4242 4242 4241');
    await main.getByLabel('Expiry date').fill('01/20');
    await main.getByLabel('CVV').fill('12');
    await main.getByRole('button', { name: /Place Order/ }).click();
    await main.getByText('Please enter a valid card number').waitFor();
    await main.getByText('This card has expired').waitFor();
    await main.getByText('CVV must be 3 or 4 digits').waitFor();

    // Back keeps what was typed.
    await main.getByRole('button', { name: 'Back' }).click();
    expect(await main.getByLabel('District').inputValue()).toBe('Kicukiro');
    expect(await myOrders(app, session.accessToken)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test("changed prices (409) update the cart and say so; a refused promo code is removed; then the order goes through", async ({ open }) => {
    const probe = await open();
    const [a, b] = await productsInStock(probe);
    const session = await registerWithApi(workerShop().baseUrl);
    const stale = { ...cartLine(a!), price: a!.price - 500 };
    const coupon = { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 };
    const app = await open({ storage: { ...sessionStorageFor(session), cart: { items: [stale, cartLine(b!)], coupon } } });
    await app.goto('/checkout');
    const main = app.page.getByRole('main');
    const summary = main.getByRole('complementary', { name: 'Your order' });
    const staleSubtotal = stale.price + b!.price;
    expect(await summary.getByTestId('totals-discount').textContent()).toBe(`-${formatRwf(couponDiscount(staleSubtotal, { discountType: 'percentage', discountValue: 2 }))}`);

    await fillToPayment(app.page);
    await main.getByRole('radio', { name: 'Card', exact: true }).check();
    await main.getByLabel('Name on card').fill('Test Shopper');
    await main.getByLabel('Card number').fill('4242424242424242');
    await main.getByLabel('Expiry date').fill('1234');
    await main.getByLabel('CVV').fill('321');
    expect(await main.getByLabel('Expiry date').inputValue()).toBe('12/34');

    // WELCOME2 is for newsletter subscribers: refused at checkout with the server's figures.
    await main.getByRole('button', { name: /Place Order/ }).click();
    await main.getByTestId('checkout-alert').getByText(/only for newsletter subscribers\. The promo code was removed/).waitFor();
    expect(await summary.getByTestId('totals-discount').count()).toBe(0);
    expect((await storedCart(app.page))?.coupon).toBeUndefined();
    // The refusal carried the catalogue prices: the stale one is corrected already.
    const subtotal = a!.price + b!.price;
    expect(await summary.getByTestId('totals-subtotal').textContent()).toBe(formatRwf(subtotal));
    expect((await storedCart(app.page))?.items.find((i) => i.originalId === a!._id)?.price).toBe(a!.price);

    await main.getByRole('button', { name: /Place Order/ }).click();
    await app.page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 15_000 });
    const [order] = await myOrders(app, session.accessToken);
    expect(order).toMatchObject({ discount: 0, total: subtotal + (subtotal < 50_000 ? 1_000 : 0) });
    expect(order?.couponCode).toBeUndefined();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test("a stale price alone gives 'Prices have changed. Please review your cart.' and the new total", async ({ open }) => {
    const probe = await open();
    const [a] = await productsInStock(probe);
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: { ...sessionStorageFor(session), cart: { items: [{ ...cartLine(a!, 2), price: a!.price + 1_000 }] } } });
    await app.goto('/checkout');
    await fillToPayment(app.page);
    const main = app.page.getByRole('main');
    await main.getByRole('radio', { name: 'MTN Mobile Money (manual)', exact: true }).check();
    await main.getByLabel('Payment screenshot').setInputFiles({
      name: 'proof.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    });
    await main.getByRole('button', { name: /Place Order/ }).click();
    await main.getByTestId('checkout-alert').getByText('Prices have changed. Please review your cart.').waitFor();
    const subtotal = a!.price * 2;
    const total = subtotal + (subtotal < 50_000 ? 1_000 : 0);
    expect(await main.getByTestId('totals-total').textContent()).toBe(formatRwf(total));
    // The dial code now carries the corrected total.
    await main.getByTestId('dial-code').getByText(`*182*8*1*182000*${total}#`).waitFor();
    expect(await myOrders(app, session.accessToken)).toEqual([]);
  });
});
