import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { viewports } from './harness/browser';
import { cartLine, cartStorage, fillToPayment, productsInStock } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

describe('cart and checkout accessibility', () => {
  test('axe finds no serious or critical violations on /cart with items and every checkout step and view', async ({ open }) => {
    const probe = await open();
    const [a, b] = await productsInStock(probe);
    const cart = cartStorage([cartLine(a!, 2), cartLine(b!)]);

    const visitor = await open({ storage: cart });
    await visitor.goto('/cart');
    const main = visitor.page.getByRole('main');
    await main.getByTestId('cart-line').first().waitFor();
    expect(await seriousViolations(visitor.page), '/cart').toEqual([]);
    await main.getByPlaceholder('Enter promo code (e.g., WELCOME2)').fill('WELCOME2');
    await main.getByRole('button', { name: 'Apply' }).click();
    await main.getByText('Promo code applied: WELCOME2').waitFor();
    expect(await seriousViolations(visitor.page), '/cart with a promo code').toEqual([]);
    await visitor.goto('/checkout');
    await main.getByRole('heading', { name: 'Account Required' }).waitFor();
    expect(await seriousViolations(visitor.page), '/checkout signed out').toEqual([]);

    const session = await registerWithApi(workerShop().baseUrl);
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const app = await open({ viewport, storage: { ...sessionStorageFor(session), ...cart } });
      const page = app.page;
      const at = (what: string) => `${what} (${viewport.width}px)`;
      await app.goto('/checkout');
      const form = page.getByRole('main');
      await form.getByRole('heading', { name: 'Contact Information' }).waitFor();
      expect(await seriousViolations(page), at('step 1')).toEqual([]);
      await form.getByLabel('Phone number').fill('123');
      await form.getByRole('button', { name: /Continue to Shipping/ }).click();
      await form.getByText('Please enter a valid Rwandan phone number').waitFor();
      expect(await seriousViolations(page), at('step 1 with errors')).toEqual([]);

      await fillToPayment(page);
      await form.getByTestId('manual-momo-panel').waitFor();
      expect(await seriousViolations(page), at('step 3, manual')).toEqual([]);
      await form.getByRole('radio', { name: 'MTN Mobile Money', exact: true }).check();
      expect(await seriousViolations(page), at('step 3, Mobile Money')).toEqual([]);
      await form.getByRole('radio', { name: 'Card', exact: true }).check();
      await form.getByRole('button', { name: /Place Order/ }).click();
      await form.getByText('Card number is required').waitFor();
      expect(await seriousViolations(page), at('step 3, card with errors')).toEqual([]);
      await form.getByRole('button', { name: 'Back' }).click();
      await form.getByRole('heading', { name: 'Shipping Address' }).waitFor();
      expect(await seriousViolations(page), at('step 2')).toEqual([]);
    }

    // The failed view (a declined card) and the pending view (a phone that never answers).
    const app = await open({ storage: { ...sessionStorageFor(session), ...cart } });
    await app.goto('/checkout');
    await fillToPayment(app.page);
    const form = app.page.getByRole('main');
    await form.getByRole('radio', { name: 'Card', exact: true }).check();
    await form.getByLabel('Name on card').fill('Test Shopper');
    await form.getByLabel('Card number').fill('4000000000000002');
    await form.getByLabel('Expiry date').fill('12/34');
    await form.getByLabel('CVV').fill('123');
    await form.getByRole('button', { name: /Place Order/ }).click();
    await form.getByRole('heading', { name: 'Payment Failed' }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(app.page), 'failed view').toEqual([]);
    await form.getByRole('button', { name: 'Try Again' }).click();
    await form.getByRole('radio', { name: 'MTN Mobile Money', exact: true }).check();
    await form.getByLabel('Mobile Money number').fill('0780000003');
    await form.getByRole('button', { name: /Place Order/ }).click();
    await form.getByRole('heading', { name: 'Payment Request Sent' }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(app.page), 'pending view').toEqual([]);
  });
});
