import { createLogger, InProcessEventBus, loadConfig, SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { MomoSimulator } from './adapters/momo-simulator/momo-simulator';
import { openPaymentProviders } from './adapters/providers/open-payment-providers';
import { CARDS_UNAVAILABLE, MOMO_UNAVAILABLE } from './adapters/providers/unconfigured-gateways';
import { capturedLogger, LOG_LEVEL } from './testing/captured-logger';
import { createPaymentsService, paymentsSettingsFrom, type PaymentsSettings } from './app';
import { testOrder, testOrders, toPay, TEST_SETTINGS, waitFor } from './testing/payments-test-kit';

const logger = createLogger({ service: 'payments-test', level: 'silent' });

describe('payments settings and provider choice', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The providers and the service as both composition roots open them. */
  async function start(settings: PaymentsSettings) {
    const documents = new SqliteDocumentStore({});
    const events = new InProcessEventBus();
    cleanups.push(async () => {
      await events.close();
      await documents.close();
    });
    const providers = await openPaymentProviders(settings, { logger });
    cleanups.push(() => providers.close());
    const service = await createPaymentsService({ documents, events, orders: testOrders, providers, logger, settings });
    cleanups.push(() => service.close());
    return { api: service.api, providers };
  }

  it('reads the environment: merchant code, support phone, MoMo and Stripe settings', () => {
    const embedded = paymentsSettingsFrom(loadConfig({}));
    expect(embedded).toMatchObject({ merchantCode: '182000', momo: { targetEnvironment: 'sandbox' }, pollIntervalMs: 10_000, pollDeadlineMs: 300_000, firstPollDelayMs: 2_000 });
    expect(embedded.momo.baseUrl).toBeUndefined();
    expect(embedded.momo.callbackUrl).toBeUndefined();
    const real = paymentsSettingsFrom(
      loadConfig({
        MOMO_BASE_URL: 'https://proxy.momoapi.mtn.co.rw',
        MOMO_SUBSCRIPTION_KEY: 'sub',
        MOMO_API_USER: 'user',
        MOMO_API_KEY: 'key',
        MOMO_TARGET_ENV: 'mtnrwanda',
        MOMO_MERCHANT_CODE: '654321',
        PUBLIC_URL: 'https://shop.example.rw',
        STRIPE_SECRET_KEY: 'sk_test_abc',
      }),
    );
    expect(real).toMatchObject({
      merchantCode: '654321',
      stripeSecretKey: 'sk_test_abc',
      momo: { baseUrl: 'https://proxy.momoapi.mtn.co.rw', targetEnvironment: 'mtnrwanda', callbackUrl: 'https://shop.example.rw/api/v1/payments/momo/callback' },
    });
  });

  it('starts the simulator on loopback when MOMO_BASE_URL is not set, and stops it on close', async () => {
    const { providers } = await start(TEST_SETTINGS);
    expect(providers.simulator?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const url = providers.simulator!.url;
    await providers.close();
    await expect(fetch(`${url}/collection/token/`, { method: 'POST' })).rejects.toThrow();
  });

  it('talks to the provider at MOMO_BASE_URL with the configured credentials (the distributed set-up)', async () => {
    const provider = await MomoSimulator.start({ targetEnvironment: 'mtnrwanda', approveAfterMs: 0 });
    cleanups.push(() => provider.close());
    const service = await start({ ...TEST_SETTINGS, momo: { baseUrl: provider.url, targetEnvironment: 'mtnrwanda', ...provider.credentials } });
    expect(service.providers.simulator).toBeUndefined();
    const payment = await service.api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000001' });
    expect(provider.receivedOn('POST', '/collection/v1_0/requesttopay')[0]?.body).toMatchObject({ currency: 'RWF', amount: '151000' });
    await waitFor(async () => (await service.api.checkStatus({ paymentId: payment.paymentId })).status === 'SUCCESSFUL');
    expect((await service.api.listMethods()).momo?.testMode).toBe(false);
  });

  it('chooses the Stripe adapter when STRIPE_SECRET_KEY is set; a live key offers cards only in Stripe’s card form', async () => {
    const simulated = await start(TEST_SETTINGS);
    expect((await simulated.api.listMethods()).stripe?.testMode).toBe(true);
    const live = await start({ ...TEST_SETTINGS, stripeSecretKey: 'sk_live_devshop' });
    expect((await live.api.listMethods()).stripe).toBeUndefined();
    const form = await start({ ...TEST_SETTINGS, stripeSecretKey: 'sk_live_devshop', stripePublishableKey: 'pk_live_devshop', stripeWebhookSecret: 'whsec_devshop' });
    expect((await form.api.listMethods()).stripe).toMatchObject({ testMode: false, publishableKey: 'pk_live_devshop' });
    expect(paymentsSettingsFrom(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }))).toMatchObject({
      stripePublishableKey: 'pk_live_x',
      stripeWebhookSecret: 'whsec_x',
    });
  });

  it('takes no simulated money in production: a method without its provider is not offered, and refused with no payment recorded', async () => {
    const settings = { ...TEST_SETTINGS, ...paymentsSettingsFrom(loadConfig({ NODE_ENV: 'production' })), pollIntervalMs: 20, pollDeadlineMs: 400 };
    expect(settings).toMatchObject({ simulators: false, production: true });
    const { api, providers } = await start(settings);
    expect(providers.simulator).toBeUndefined();
    expect(Object.keys(await api.listMethods())).toEqual(['manual_momo']);
    const order = testOrder({ paymentMethod: 'momo' });
    await expect(api.requestMobileMoney({ ...toPay(order), phone: '0780000001' })).rejects.toMatchObject({ kind: 'unavailable', message: MOMO_UNAVAILABLE });
    const card = { name: 'Demo Shopper', number: '4242424242424242', expiry: '12/40', cvv: '123' };
    await expect(api.payByCard({ ...toPay(testOrder({ paymentMethod: 'stripe' })), card })).rejects.toMatchObject({ kind: 'unavailable', message: CARDS_UNAVAILABLE });
    expect(await api.listForOrder(order.orderId)).toEqual([]);
  });

  it('runs the simulators in production only with PAYMENT_SIMULATORS=on, and warns at every start', async () => {
    const settings = paymentsSettingsFrom(loadConfig({ NODE_ENV: 'production', PAYMENT_SIMULATORS: 'on' }));
    expect(settings).toMatchObject({ simulators: true, production: true });
    const { logger, lines } = capturedLogger();
    const providers = await openPaymentProviders(settings, { logger });
    cleanups.push(() => providers.close());
    expect(providers.simulator).toBeDefined();
    expect(lines.filter((line) => line.level === LOG_LEVEL.warn).map((line) => line.msg)).toEqual([
      'PAYMENT_SIMULATORS is on in production: simulated payments mark orders paid without moving any money',
    ]);
    expect(paymentsSettingsFrom(loadConfig({})).simulators).toBe(true);
  });

  it('refuses to start with MOMO_BASE_URL but without credentials', async () => {
    await expect(start({ ...TEST_SETTINGS, momo: { baseUrl: 'https://example.invalid', targetEnvironment: 'sandbox' } })).rejects.toThrow(
      /MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY/,
    );
  });
});
