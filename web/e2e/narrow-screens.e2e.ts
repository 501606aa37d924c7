import { formatRwf } from '@shop/domain';
import type { Locator } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi } from './harness/accounts';
import type { AppSession } from './harness/browser';
import { cartLine, cartStorage, fillToPayment, myOrders, productsInStock, tinyPng } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { orderableProducts, payByCard, placeOrder, refundOrder } from './harness/orders';
import { allProducts, apiCall, available, problemsBesidesNotFound } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** A small Android phone, the narrowest screen the shop is laid out for. */
const narrowPhone = { width: 360, height: 740 };

/** Every page a visitor can open without signing in (`:product` is filled in by the test). */
const visitorPaths = [
  '/',
  '/products',
  '/products/keyboards',
  '/products?category=mice&sortBy=price&sortOrder=asc',
  '/product/:product',
  '/search?q=monitr',
  '/cart',
  '/checkout',
  '/order-confirmation/ORD-2024-0001',
  '/login',
  '/login?message=Please%20log%20in%20to%20complete%20your%20checkout',
  '/auth/callback',
  '/profile',
  '/orders',
  '/wishlist',
  '/admin',
  '/terms-and-conditions',
  '/unsubscribe?token=t&email=jean-baptiste.nshimiyimana%40example.rw',
  '/about',
  '/privacy',
  '/help',
  '/shipping',
  '/returns',
  '/warranty',
  '/contact',
  '/no/such/page',
];

const shopperPaths = ['/', '/product/:product', '/cart', '/profile', '/orders', '/wishlist', '/checkout'];

const adminPaths = ['/admin', '/admin/products', '/admin/users', '/admin/orders', '/admin/reviews', '/admin/newsletter', '/admin/search'];

interface Overflow {
  /** How many pixels the page scrolls sideways. */
  by: number;
  /** The innermost elements past the right edge, widest first, e.g. `div.card > dd (16–494 px) "MTN…"`. */
  widest: string[];
}

/**
 * Runs in the page: how far the page scrolls sideways and which elements push it. An element is
 * named when it sticks out past the right edge and none of its children does (the one to fix);
 * whatever a scrolling or clipping box holds cannot widen the page and is skipped.
 */
function sidewaysOverflow(): Overflow {
  const edge = window.innerWidth;
  const found: { element: Element; right: number }[] = [];
  const name = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const classes = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
    }
    const box = element.getBoundingClientRect();
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${parts.join(' > ')} (${Math.round(box.left)}–${Math.round(box.right)} px) "${text}"`;
  };
  const visit = (parent: Element): boolean => {
    let sticksOut = false;
    for (const child of Array.from(parent.children)) {
      const insideSticksOut = getComputedStyle(child).overflowX === 'visible' ? visit(child) : false;
      const box = child.getBoundingClientRect();
      if (box.width > 0 && box.right > edge + 0.5) {
        if (!insideSticksOut) found.push({ element: child, right: box.right });
        sticksOut = true;
      } else if (insideSticksOut) sticksOut = true;
    }
    return sticksOut;
  };
  visit(document.body);
  return {
    by: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    widest: found
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element }) => name(element)),
  };
}

/** A line for each page that scrolls sideways: the page, by how much, and what pushes it. */
async function overflowOf(app: AppSession, where: string): Promise<string[]> {
  const overflow = await app.page.evaluate(sidewaysOverflow);
  return overflow.by > 0 ? [`${where} is ${overflow.by} px too wide:\n    ${overflow.widest.join('\n    ')}`] : [];
}

/** Opens the page and waits until its data has arrived: no skeleton or spinner left in the main area. */
async function openSettled(app: AppSession, path: string): Promise<void> {
  await app.goto(path);
  await app.page.locator('main#main-content:not(:has(.skeleton, .spinner))').waitFor({ timeout: 15_000 });
  await app.page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Walks the paths and returns every one that scrolls sideways. */
async function walk(app: AppSession, paths: string[], productId: string): Promise<string[]> {
  const problems: string[] = [];
  for (const template of paths) {
    const path = template.replace(':product', productId);
    await openSettled(app, path);
    problems.push(...(await overflowOf(app, path)));
  }
  return problems;
}

/** What of a box (a dialog, a panel) lies outside the screen or scrolls sideways inside it. */
async function boxOverflow(box: Locator): Promise<number> {
  return box.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return Math.max(0, element.scrollWidth - element.clientWidth, right - window.innerWidth, -left);
  });
}

async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box.x + box.width;
}

async function firstProductWithVariants(app: AppSession): Promise<string> {
  const products = await allProducts(app);
  return (products.find((p) => (p.variants?.length ?? 0) > 0) ?? products[0]!)._id;
}

describe('every screen fits a 360 px phone', () => {
  test('signed out, no page scrolls sideways', async ({ open }) => {
    const app = await open({ viewport: narrowPhone });
    const [product] = await productsInStock(app);
    const cart = cartStorage([cartLine(product!, 2)]);
    const withCart = await open({ viewport: narrowPhone, storage: cart });
    expect(await walk(withCart, visitorPaths, await firstProductWithVariants(app))).toEqual([]);
    expect(problemsBesidesNotFound(withCart)).toEqual([]);
  });

  test('in Kinyarwanda, whose words are the longest, no page scrolls sideways', async ({ open }) => {
    const app = await open({ viewport: narrowPhone, locale: 'rw-RW' });
    const problems = await walk(app, visitorPaths, await firstProductWithVariants(app));
    expect(problems).toEqual([]);
  });

  test('a new shopper pays by USSD: checkout, confirmation, orders and wishlist fit', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Jean-Baptiste', lastName: 'Nshimiyimana' });
    const probe = await open({ viewport: narrowPhone });
    const [product] = await productsInStock(probe);
    const soldOut = (await allProducts(probe)).find((p) => available(p) <= 0);
    await apiCall(probe, 'POST', `/products/${product!._id}/wishlist`, shopper.accessToken);
    if (soldOut) await apiCall(probe, 'POST', `/products/${soldOut._id}/wishlist`, shopper.accessToken);
    const app = await open({ viewport: narrowPhone, storage: { ...sessionStorageFor(shopper), ...cartStorage([cartLine(product!, 3)]) } });
    const problems = await walk(app, shopperPaths, await firstProductWithVariants(app));

    // The three checkout steps, ending on the manual Mobile Money panel with its USSD code.
    await openSettled(app, '/checkout');
    const main = app.page.getByRole('main');
    problems.push(...(await overflowOf(app, 'checkout, contact step')));
    await fillToPayment(app.page);
    problems.push(...(await overflowOf(app, 'checkout, payment step')));
    await main.getByRole('radio', { name: 'MTN Mobile Money (manual)', exact: true }).check();
    const panel = main.getByTestId('manual-momo-panel');
    const dialCode = panel.getByTestId('dial-code');
    await dialCode.waitFor();
    problems.push(...(await overflowOf(app, 'checkout, manual Mobile Money')));
    // The code to dial stays inside its grey panel.
    expect(await rightEdge(dialCode)).toBeLessThanOrEqual(await rightEdge(panel));

    await panel.getByLabel('Payment screenshot').setInputFiles({ name: 'momo-confirmation.png', mimeType: 'image/png', buffer: tinyPng(16, 16) });
    await panel.getByText(/Selected: momo-confirmation\.png/).waitFor();
    await main.getByRole('button', { name: /Place Order/ }).click();
    await main.getByTestId('checkout-success').getByRole('heading', { name: 'Payment Proof Submitted!' }).waitFor({ timeout: 15_000 });
    problems.push(...(await overflowOf(app, 'checkout, proof submitted')));

    const [order] = await myOrders(app, shopper.accessToken);
    await openSettled(app, `/order-confirmation/${order!.orderNumber}`);
    await waitForHeading(app.page, 'Order Confirmed!');
    problems.push(...(await overflowOf(app, 'order confirmation')));
    // What the page was reported to cut off: the total, the payment method and the address, whole and on screen.
    const total = main.getByTestId('order-total');
    expect(await total.textContent()).toBe(formatRwf(order!.total));
    const payment = main.getByTestId('payment-method');
    expect(await payment.textContent()).toBe('MTN Mobile Money (manual payment)');
    const shown: Array<[string, Locator]> = [['total', total], ['payment method', payment], ['delivery address', main.getByTestId('delivery-address')]];
    for (const [what, locator] of shown) {
      expect(await rightEdge(locator), `the confirmation's ${what} ends past the screen's edge`).toBeLessThanOrEqual(narrowPhone.width);
    }

    problems.push(...(await walk(app, ['/orders', '/wishlist'], product!._id)));
    expect(problems).toEqual([]);
    expect(app.problems()).toEqual([]);
  });

  test('a paid and refunded order, with its fiscal receipts, fits on its confirmation page and in the history', async ({ open }) => {
    const { baseUrl } = workerShop();
    const [shopper, admin] = await Promise.all([registerWithApi(baseUrl, { firstName: 'Jean-Baptiste', lastName: 'Nshimiyimana' }), signInWithApi(baseUrl, 'admin')]);
    const [product] = await orderableProducts(baseUrl);
    const placed = await placeOrder(baseUrl, shopper.accessToken, product!, 2, { firstName: 'Jean-Baptiste', lastName: 'Nshimiyimana', email: shopper.user.email });
    const paid = await payByCard(baseUrl, shopper.accessToken, placed);
    await refundOrder(baseUrl, admin.accessToken, paid._id);
    const app = await open({ viewport: narrowPhone, storage: sessionStorageFor(shopper) });
    const problems = await walk(app, [`/order-confirmation/${paid.orderNumber}`, '/orders'], '');
    expect(problems).toEqual([]);
    expect(app.problems()).toEqual([]);
  });

  test("the wishlist's stock badge and lines look as the listing's do", async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl);
    const probe = await open({ viewport: narrowPhone });
    const soldOut = (await allProducts(probe)).find((p) => available(p) <= 0);
    expect(soldOut, 'the demo catalogue has a sold-out product').toBeDefined();
    await apiCall(probe, 'POST', `/products/${soldOut!._id}/wishlist`, shopper.accessToken);
    const app = await open({ viewport: narrowPhone, storage: sessionStorageFor(shopper) });

    // Opened first, the wishlist has none of the listing's styles loaded.
    await openSettled(app, '/wishlist');
    const entry = app.page.getByRole('main').getByTestId('wishlist-card').filter({ hasText: soldOut!.name });
    const badge = entry.locator('.wishlist-card-badges').getByText('Out of Stock');
    const look = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { radius: parseFloat(style.borderTopLeftRadius), padding: parseFloat(style.paddingLeft), background: style.backgroundColor, color: style.color };
    });
    // A rounded pill with room around its words, not a bare black box.
    expect(look.radius).toBeGreaterThan(4);
    expect(look.padding).toBeGreaterThanOrEqual(4);
    const wishlistStock = await entry.locator('[data-stock]').evaluate((element) => ({ level: element.getAttribute('data-stock'), color: getComputedStyle(element).color }));

    await openSettled(app, `/products?search=${encodeURIComponent(soldOut!.name)}`);
    const card = app.page.getByRole('main').getByTestId('product-card').filter({ hasText: soldOut!.name }).first();
    const listingStock = await card.locator('[data-stock]').evaluate((element) => ({ level: element.getAttribute('data-stock'), color: getComputedStyle(element).color }));
    expect(wishlistStock).toEqual(listingStock);
    expect(wishlistStock.level).toBe('out');
    // The badge reads as the listing's Out of Stock label over the picture does.
    const listingLabel = await card.locator('.product-card-overlay span').evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    });
    expect({ background: look.background, color: look.color }).toEqual(listingLabel);
    expect(app.problems()).toEqual([]);
  });

  test("an admin's screens and the product dialog fit", async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ viewport: narrowPhone, storage: sessionStorageFor(admin) });
    const problems = await walk(app, adminPaths, '');

    // The product dialog, the products page's main use: new, then an existing product's two tabs.
    await openSettled(app, '/admin/products');
    const main = app.page.getByRole('main');
    await main.getByTestId('admin-product-row').first().waitFor();
    await main.getByRole('button', { name: 'Add Product' }).first().click();
    const create = app.page.getByRole('dialog', { name: 'Add New Product' });
    await create.waitFor();
    expect(await boxOverflow(create), 'Add New Product dialog').toBe(0);
    await app.page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });

    await main.getByTestId('admin-product-row').first().getByRole('button', { name: /^Edit / }).click();
    const edit = app.page.getByRole('dialog', { name: 'Edit Product' });
    await edit.waitFor();
    expect(await boxOverflow(edit), 'Edit Product dialog, details').toBe(0);
    await edit.getByRole('tab', { name: 'Options and variants' }).click();
    await edit.getByRole('tabpanel').last().waitFor();
    expect(await boxOverflow(edit), 'Edit Product dialog, options and variants').toBe(0);
    await app.page.keyboard.press('Escape');

    expect(problems).toEqual([]);
    expect(app.problems()).toEqual([]);
  });
});
