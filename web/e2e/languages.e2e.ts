import type { Language } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi } from './harness/accounts';
import { cartLine, cartStorage, myOrders, orderNumberIn, productsInStock } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { messageText, screenText } from './harness/messages';
import { waitForMails, waitForOrderSms } from './harness/outbox';
import { allProducts } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const main = (page: Page) => page.getByRole('main');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The profile's language as the server keeps it. */
async function profileLanguage(page: Page, baseUrl: string, token: string): Promise<string | undefined> {
  const response = await page.context().request.get(new URL('/api/v1/auth/me', baseUrl).toString(), {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { user?: { language?: string }; language?: string } };
  return body.data.user?.language ?? body.data.language;
}

describe('the shop in French and Kinyarwanda', () => {
  // French comes from the browser's Accept-Language; Kinyarwanda is picked in the header, and then
  // kept in the shopper's profile.
  for (const [language, locale] of [['fr', 'fr-FR'], ['rw', 'en-US']] as const satisfies [Language, string][]) {
    test(`a shopper reads the purchase from home to confirmation, the e-mail and the SMS in ${language}`, async ({ open }) => {
      const say = (key: string, values?: Record<string, string | number>) => screenText(language, key, values);
      const probe = await open();
      const [a, b] = await productsInStock(probe);
      const session = await registerWithApi(workerShop().baseUrl);
      const app = await open({ locale, storage: { ...sessionStorageFor(session), ...cartStorage([cartLine(a!, 2), cartLine(b!)]) } });
      const { page } = app;

      await app.goto('/');
      if (language === 'rw') await page.locator('.header-language select').selectOption('rw');
      await page.getByRole('heading', { level: 1, name: say('home.title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.getByRole('navigation', { name: say('nav.shop') }).getByRole('link', { name: say('category.keyboards') }).waitFor();
      if (language === 'rw') await expect.poll(() => profileLanguage(page, app.baseUrl, session.accessToken)).toBe('rw');

      await app.goto('/cart');
      await main(page).getByRole('heading', { name: say('cart.title') }).waitFor();
      await main(page).getByText(say('cart.count', { count: 3 })).waitFor();
      await main(page).getByRole('link', { name: say('cart.proceed') }).click();

      await main(page).getByRole('heading', { name: say('checkout.step.contactTitle') }).waitFor();
      await main(page).getByLabel(say('checkout.field.phone')).fill('0788123456');
      await main(page).getByRole('button', { name: say('checkout.continueToShipping') }).click();
      await main(page).getByLabel(say('checkout.field.address')).fill('KG 7 Ave, house 12');
      await main(page).getByLabel(say('checkout.field.district')).selectOption('Gasabo');
      await main(page).getByRole('button', { name: say('checkout.continueToPayment') }).click();
      await main(page).getByRole('radio', { name: say('checkout.methodName.stripe'), exact: true }).check();
      await main(page).getByLabel(say('checkout.card.name')).fill('Test Shopper');
      await main(page).getByLabel(say('checkout.card.number')).fill('4242424242424242');
      await main(page).getByLabel(say('checkout.card.expiry')).fill('12/34');
      await main(page).getByLabel('CVV').fill('123');
      const placeOrder = say('checkout.placeOrder', { total: '#' }).split('#')[0]!.trim();
      await main(page).getByRole('button', { name: new RegExp(`^${escaped(placeOrder)}`) }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 25_000 });
      const orderNumber = orderNumberIn(page.url());
      await main(page).getByRole('heading', { name: say('orders.delivery.addressTitle') }).waitFor();
      await main(page).getByRole('button', { name: say('orders.confirmation.download') }).waitFor();

      const order = (await myOrders(app, session.accessToken)).find((o) => o.orderNumber === orderNumber) as { language?: string } | undefined;
      expect(order?.language).toBe(language);
      await waitForMails([session.user.email], (mail) => mail.subject === messageText(language, 'orderPlaced.subject', { orderNumber }));
      await waitForMails([session.user.email], (mail) => mail.subject === messageText(language, 'paymentConfirmed.subject', { orderNumber }));
      const sms = await waitForOrderSms(orderNumber, 2);
      const received = messageText(language, 'sms.receivedCard', { orderNumber, amount: '#' }).split('#')[0]!;
      expect(sms.map((message) => message.text).some((text) => text.startsWith(received))).toBe(true);
      expect(app.problems()).toEqual([]);
    });
  }

  test('a product shows its French texts to a French shopper, and English where it has none', async ({ open }) => {
    const app = await open({ locale: 'fr-FR' });
    type Translated = { _id: string; name: string; shortDescription: string; translations?: { fr?: { name?: string; shortDescription?: string } } };
    const products = (await allProducts(app)) as unknown as Translated[];
    const translated = products.find((product) => product.translations?.fr?.shortDescription);
    const untranslated = products.find((product) => !product.translations?.fr);
    expect(translated && untranslated).toBeTruthy();
    await app.goto(`/product/${translated!._id}`);
    await main(app.page).getByText(translated!.translations!.fr!.shortDescription!).waitFor();
    await main(app.page).getByRole('heading', { level: 1, name: translated!.translations!.fr!.name ?? translated!.name }).waitFor();
    await app.goto(`/product/${untranslated!._id}`);
    await main(app.page).getByRole('heading', { level: 1, name: untranslated!.name }).waitFor();
    expect(app.problems()).toEqual([]);
  });

  test('the admin screens speak the admin’s language', async ({ open }) => {
    const session = await signInWithApi(workerShop().baseUrl, 'admin');
    const admin = await open({ locale: 'rw-RW', storage: sessionStorageFor(session) });
    await admin.goto('/admin');
    await admin.page.getByRole('heading', { level: 1, name: screenText('rw', 'admin.page.title') }).waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.lang)).toBe('rw');
    expect(admin.problems()).toEqual([]);
  });
});
