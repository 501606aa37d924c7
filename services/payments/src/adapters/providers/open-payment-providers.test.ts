import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLogger, LOG_LEVEL } from '../../testing/captured-logger';
import { AirtelSimulator } from '../airtel-simulator/airtel-simulator';
import { AIRTEL_TEST_NUMBERS } from '../airtel-simulator/airtel-test-numbers';
import { MomoSimulator } from '../momo-simulator/momo-simulator';
import { MOMO_TEST_NUMBERS } from '../momo-simulator/momo-test-numbers';
import { MOMO_REFUNDS_UNCONFIGURED } from '../mtn-momo/mtn-momo-collection-gateway';
import { openPaymentProviders, type PaymentProviders, type PaymentProviderSettings } from './open-payment-providers';
import { AIRTEL_UNAVAILABLE } from './unconfigured-gateways';

const logger = createLogger({ service: 'payments-test', level: 'silent' });
const EMBEDDED: PaymentProviderSettings = { momo: { targetEnvironment: 'sandbox' }, simulatorApproveAfterMs: 0 };

const prompt = (msisdn: string) => ({
  referenceId: crypto.randomUUID(),
  amount: 151_000,
  msisdn,
  externalId: 'DS-2611-7K3F9Q',
  payerMessage: 'DevShop order DS-2611-7K3F9Q',
  payeeNote: 'Order DS-2611-7K3F9Q',
});

/** Pays with the gateway's approve number, then refunds it whole. */
async function payAndRefund(gateway: PaymentProviders['momo'], msisdn: string) {
  const request = prompt(msisdn);
  await gateway.requestToPay(request);
  const report = await gateway.getStatus(request.referenceId);
  return gateway.refund({
    referenceId: crypto.randomUUID(),
    amount: request.amount,
    paymentReference: request.referenceId,
    paymentAmount: request.amount,
    ...(report?.financialTransactionId ? { providerTransactionId: report.financialTransactionId } : {}),
    externalId: request.externalId,
    note: 'Refund',
  });
}

describe('openPaymentProviders: both wallets and refunds', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function open(settings: PaymentProviderSettings, log = logger) {
    const providers = await openPaymentProviders(settings, { logger: log });
    cleanups.push(() => providers.close());
    return providers;
  }
  async function provider<T extends { close(): Promise<void> }>(started: Promise<T>): Promise<T> {
    const simulator = await started;
    cleanups.push(() => simulator.close());
    return simulator;
  }

  it('runs each wallet on its simulator on loopback, refunds included, says so, and stops both on close', async () => {
    const { logger: captured, lines } = capturedLogger();
    const providers = await open(EMBEDDED, captured);
    expect(providers.momo.wallet).toBe('mtn');
    expect(providers.airtel.wallet).toBe('airtel');
    expect(providers.airtelSimulator?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await payAndRefund(providers.momo, MOMO_TEST_NUMBERS.approve)).status).toBe('succeeded');
    expect((await payAndRefund(providers.airtel, AIRTEL_TEST_NUMBERS.approve)).status).toBe('succeeded');
    expect(lines.find((line) => line.msg === 'payment providers chosen')).toMatchObject({
      momo: `simulator ${providers.simulator?.url}`,
      momoRefunds: 'simulator',
      airtel: `simulator ${providers.airtelSimulator?.url}`,
      card: 'simulator',
    });
    const urls = [providers.simulator!.url, providers.airtelSimulator!.url];
    await providers.close();
    for (const url of urls) await expect(fetch(url)).rejects.toThrow();
  });

  it('talks to Airtel at AIRTEL_BASE_URL with the client credentials, and starts no Airtel simulator', async () => {
    const airtel = await provider(AirtelSimulator.start({ approveAfterMs: 0 }));
    const providers = await open({ ...EMBEDDED, airtel: { baseUrl: airtel.url, ...airtel.credentials } });
    expect(providers.airtelSimulator).toBeUndefined();
    const request = prompt(AIRTEL_TEST_NUMBERS.approve);
    expect(await providers.airtel.requestToPay(request)).toEqual({ accepted: true });
    expect(airtel.transactions.has(request.referenceId)).toBe(true);
    await expect(open({ ...EMBEDDED, airtel: { baseUrl: airtel.url, clientId: 'id' } })).rejects.toThrow(
      'AIRTEL_CLIENT_ID and AIRTEL_CLIENT_SECRET must be set when AIRTEL_BASE_URL is set',
    );
  });

  it('refunds through MTN’s Disbursement product with its own keys; without them MTN refunds are unavailable', async () => {
    const mtn = await provider(MomoSimulator.start({ targetEnvironment: 'mtnrwanda', approveAfterMs: 0 }));
    const momo = { baseUrl: mtn.url, targetEnvironment: 'mtnrwanda', ...mtn.credentials };
    const { logger: captured, lines } = capturedLogger();
    const withKeys = await open({ ...EMBEDDED, momo: { ...momo, disbursement: mtn.disbursementCredentials } }, captured);
    expect((await payAndRefund(withKeys.momo, MOMO_TEST_NUMBERS.approve)).status).toBe('succeeded');
    expect(lines.find((line) => line.msg === 'payment providers chosen')).toMatchObject({ momo: 'MTN MoMo', momoRefunds: 'MTN MoMo Disbursement' });

    const withoutKeys = await open({ ...EMBEDDED, momo });
    await expect(payAndRefund(withoutKeys.momo, MOMO_TEST_NUMBERS.approve)).rejects.toMatchObject({ kind: 'unavailable', message: MOMO_REFUNDS_UNCONFIGURED });
    await expect(open({ ...EMBEDDED, momo: { ...momo, disbursement: { apiUser: 'user' } } })).rejects.toThrow(
      'MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MOMO_DISBURSEMENT_API_USER and MOMO_DISBURSEMENT_API_KEY must be set together',
    );
  });

  it('without simulators, Airtel without its settings is not offered and refuses everything as unavailable', async () => {
    const { logger: captured, lines } = capturedLogger();
    const providers = await open({ ...EMBEDDED, simulators: false }, captured);
    expect(providers.airtelSimulator).toBeUndefined();
    expect(providers.airtel).toMatchObject({ wallet: 'airtel', unconfigured: AIRTEL_UNAVAILABLE });
    await expect(providers.airtel.requestToPay(prompt(AIRTEL_TEST_NUMBERS.approve))).rejects.toMatchObject({ kind: 'unavailable', message: AIRTEL_UNAVAILABLE });
    await expect(providers.airtel.refundStatus(crypto.randomUUID())).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(providers.cards.refund({ referenceId: 'r', amount: 1, paymentAmount: 1, paymentReference: 'pi', externalId: 'DS-1', note: 'n' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(lines.find((line) => line.msg === 'payment providers chosen')).toMatchObject({ airtel: 'unavailable (AIRTEL_BASE_URL is not set)' });
  });

  it('warns in production even when the Airtel simulator is the only one running', async () => {
    const { logger: captured, lines } = capturedLogger();
    await open({ ...EMBEDDED, production: true, stripeSecretKey: 'sk_test_devshop', momo: { targetEnvironment: 'mtnrwanda', baseUrl: 'https://proxy.momoapi.mtn.co.rw', subscriptionKey: 's', apiUser: 'u', apiKey: 'k' } }, captured);
    expect(lines.filter((line) => line.level === LOG_LEVEL.warn).map((line) => line.msg)).toEqual([
      'PAYMENT_SIMULATORS is on in production: simulated payments mark orders paid without moving any money',
    ]);
  });
});
