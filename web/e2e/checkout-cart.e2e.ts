import { amountToFreeDelivery, couponDiscount, deliveryFeeFor, formatRwf } from '@shop/domain';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { cartLine, cartStorage, productsInStock, storedCart } from './harness/checkout';
import { sessionStorageFor, signInShopper, unexpectedProblems } from './harness/shop-api';

const VAT_NOTE = '* All prices include 18% VAT as required by Rwandan law';

describe('cart', () => {
  test('from an empty cart a shopper adds products and sees lines, quantities and totals', async ({ app }) => {
    const [first, second] = await productsInStock(app);
    await app.goto('/cart');
    await waitForHeading(app.page, 'Shopping Cart');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await main.getByRole('link', { name: 'Continue Shopping' }).click();
    await waitForPath(app.page, '/products');

    for (const product of [first!, second!]) {
      await app.goto(`/products?search=${encodeURIComponent(product.name)}`);
      const card = main.getByTestId('product-card').filter({ hasText: product.name }).first();
      await card.getByRole('button', { name: /Add to Cart/ }).click();
      await app.page.getByTestId('toast').getByText('Added to cart!').waitFor();
    }
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
    await waitForPath(app.page, '/cart');
    await main.getByText('2 items in your cart').waitFor();

    const lines = main.getByTestId('cart-line');
    expect(await lines.count()).toBe(2);
    const line = lines.filter({ hasText: first!.name });
    await line.getByRole('link', { name: first!.name }).waitFor();
    await line.getByText(formatRwf(first!.price)).first().waitFor();
    const minus = line.getByRole('button', { name: `Decrease quantity of ${first!.name}` });
    expect(await minus.isDisabled()).toBe(true);

    // Plus raises the quantity and every total follows the domain's rules.
    await line.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await main.getByText('3 items in your cart').waitFor();
    expect(await line.getByTestId('cart-line-quantity').textContent()).toBe('2');
    expect(await minus.isDisabled()).toBe(false);
    const subtotal = first!.price * 2 + second!.price;
    const fee = deliveryFeeFor(subtotal);
    expect(await main.getByTestId('totals-subtotal').textContent()).toBe(formatRwf(subtotal));
    expect(await main.getByTestId('totals-delivery').textContent()).toBe(fee ? formatRwf(fee) : 'Free');
    expect(await main.getByTestId('totals-total').textContent()).toBe(formatRwf(subtotal + fee));
    await main.getByText(VAT_NOTE).waitFor();
    if (fee) await main.getByText(`Add ${formatRwf(amountToFreeDelivery(subtotal))} more for free delivery!`).waitFor();
    for (const perk of ['Free shipping on orders over 50,000 RWF', '30-day return policy', '2-year warranty']) {
      await main.getByText(perk).waitFor();
    }
    expect((await storedCart(app.page))?.items.map((i) => [i.originalId, i.quantity])).toEqual([
      [first!._id, 2],
      [second!._id, 1],
    ]);

    await minus.click();
    await main.getByText('2 items in your cart').waitFor();
    await main.getByRole('button', { name: `Remove ${second!.name} from cart` }).click();
    await main.getByText('1 item in your cart').waitFor();
    expect(await lines.count()).toBe(1);

    await main.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await waitForPath(app.page, '/checkout');
    await app.page.goBack();
    await main.getByRole('button', { name: 'Clear Cart' }).click();
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect((await storedCart(app.page))?.items).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('over the threshold delivery is Free and the prompt is gone', async ({ open }) => {
    const probe = await open();
    const products = await productsInStock(probe);
    const pricey = products.find((p) => p.price >= 50_000)!;
    const app = await open({ storage: cartStorage([cartLine(pricey)]) });
    await app.goto('/cart');
    const main = app.page.getByRole('main');
    expect(await main.getByTestId('totals-delivery').textContent()).toBe('Free');
    expect(await main.getByTestId('totals-total').textContent()).toBe(formatRwf(pricey.price));
    expect(await main.getByTestId('free-delivery-prompt').count()).toBe(0);
    // No district is known in the cart: it says the fee is Kigali's and the checkout's is the district's.
    expect(await main.getByTestId('cart-delivery-note').textContent()).toBe(
      'Delivery is priced for Kigali here. Elsewhere in Rwanda the fee and time depend on your district, which you choose at checkout.',
    );
  });

  test('promo codes: refusals name the reason, WELCOME2 applies and is removed, messages clear', async ({ open }) => {
    const probe = await open();
    const [cheap, other] = await productsInStock(probe);
    const storage = cartStorage([cartLine(cheap!), cartLine(other!)]);
    const subtotal = cheap!.price + other!.price;

    // A visitor: the account rules of WELCOME2 wait for checkout, so it applies now.
    const app = await open({ storage });
    await app.goto('/cart');
    const main = app.page.getByRole('main');
    const input = main.getByPlaceholder('Enter promo code (e.g., WELCOME2)');
    const apply = main.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await apply.isDisabled()).toBe(true);

    await input.fill('nosuchcode');
    await apply.click();
    const message = main.getByTestId('promo-message');
    await message.getByText('Invalid coupon code').waitFor();
    expect(await message.getAttribute('class')).toContain('form-alert');
    // It clears after 5 seconds.
    const shownAt = Date.now();
    await message.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    // Enter applies; the code is trimmed and upper-cased.
    await input.fill('  welcome2 ');
    await input.press('Enter');
    await main.getByText('Promo code applied: WELCOME2').waitFor();
    const discount = couponDiscount(subtotal, { discountType: 'percentage', discountValue: 2 });
    await main.getByText(`You saved ${formatRwf(discount)}!`).waitFor();
    expect(await message.getAttribute('class')).toContain('form-success');
    expect(await message.textContent()).toMatch(/applied/);
    expect(await main.getByTestId('totals-discount').textContent()).toBe(`-${formatRwf(discount)}`);
    const fee = deliveryFeeFor(subtotal - discount);
    expect(await main.getByTestId('totals-total').textContent()).toBe(formatRwf(subtotal - discount + fee));
    expect((await storedCart(app.page))?.coupon?.code).toBe('WELCOME2');
    expect(await input.count()).toBe(0);

    // Removal (from the summary line) says so, and that message clears after 3 seconds.
    await main.getByRole('button', { name: 'Remove promo code WELCOME2' }).click();
    await message.getByText('Coupon removed successfully').waitFor();
    const removedAt = Date.now();
    expect(await main.getByTestId('totals-discount').count()).toBe(0);
    expect((await storedCart(app.page))?.coupon).toBeUndefined();
    await message.waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - removedAt).toBeLessThan(4_500);

    // Signed in, every rule runs: the demo shopper is no newsletter subscriber.
    const session = await signInShopper(probe);
    const shopper = await open({ storage: { ...storage, ...sessionStorageFor(session) } });
    await shopper.goto('/cart');
    const shopperMain = shopper.page.getByRole('main');
    await shopperMain.getByPlaceholder('Enter promo code (e.g., WELCOME2)').fill('WELCOME2');
    await shopperMain.getByRole('button', { name: 'Apply' }).click();
    await shopperMain.getByTestId('promo-message').getByText(/only for newsletter subscribers|only valid on your first order/).waitFor();
    expect(await shopperMain.getByTestId('totals-discount').count()).toBe(0);
    expect(unexpectedProblems(app)).toEqual([]);
    expect(unexpectedProblems(shopper)).toEqual([]);
  });
});
