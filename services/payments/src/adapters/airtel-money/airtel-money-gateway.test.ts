import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@shop/domain';
import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestToPay } from '../../core/ports/mobile-money-gateway.port';
import { AirtelSimulator, type AirtelSimulatorOptions } from '../airtel-simulator/airtel-simulator';
import { AIRTEL_TEST_NUMBERS, type AirtelOutcome } from '../airtel-simulator/airtel-test-numbers';
import { AirtelMoneyGateway, type AirtelMoneySettings } from './airtel-money-gateway';

const TOKEN = '/auth/oauth2/token';
const COLLECT = '/merchant/v2/payments/';
const REFUND = '/standard/v1/payments/refund';

class MovableClock {
  current = Date.now();
  now = () => new Date(this.current);
}

let simulator: AirtelSimulator;
let logs: string[];
afterEach(async () => {
  await simulator?.close();
});

async function gateway(overrides: Partial<AirtelMoneySettings> = {}, options: AirtelSimulatorOptions = {}) {
  simulator = await AirtelSimulator.start(options);
  logs = [];
  const logger = createLogger({ service: 'airtel-test', level: 'debug', destination: { write: (line: string) => void logs.push(line) } });
  return new AirtelMoneyGateway({ baseUrl: simulator.url, ...simulator.credentials, logger, ...overrides });
}

const request = (referenceId: string = crypto.randomUUID(), msisdn: string = AIRTEL_TEST_NUMBERS.approve): RequestToPay => ({
  referenceId,
  amount: 151_000,
  msisdn,
  externalId: 'DS-2611-7K3F9Q',
  payerMessage: 'DevShop order DS-2611-7K3F9Q',
  payeeNote: 'Order DS-2611-7K3F9Q',
});

const refund = (paymentReference: string, providerTransactionId?: string) => ({
  referenceId: crypto.randomUUID(),
  amount: 151_000,
  paymentReference,
  paymentAmount: 151_000,
  ...(providerTransactionId ? { providerTransactionId } : {}),
  externalId: 'DS-2611-7K3F9Q',
  note: 'Refund of order DS-2611-7K3F9Q',
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('AirtelMoneyGateway against the Airtel simulator over HTTP', () => {
  it('sends exactly what Airtel expects: client credentials, then RW/RWF calls with the number without 250', async () => {
    const airtel = await gateway();
    const ref = crypto.randomUUID();
    expect(await airtel.requestToPay(request(ref))).toEqual({ accepted: true });

    const [token] = simulator.receivedOn('POST', TOKEN);
    expect(token?.body).toEqual({ client_id: simulator.credentials.clientId, client_secret: simulator.credentials.clientSecret, grant_type: 'client_credentials' });
    const [collect] = simulator.receivedOn('POST', COLLECT);
    expect(collect?.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      'x-country': 'RW',
      'x-currency': 'RWF',
      'content-type': 'application/json',
    });
    expect(collect?.body).toEqual({
      reference: 'DS-2611-7K3F9Q',
      subscriber: { country: 'RW', currency: 'RWF', msisdn: '730000001' },
      transaction: { amount: 151_000, country: 'RW', currency: 'RWF', id: ref },
    });
    await airtel.getStatus(ref);
    expect(simulator.receivedOn('GET', `/standard/v1/payments/${ref}`)[0]?.headers).toMatchObject({
      authorization: collect?.headers.authorization,
      'x-country': 'RW',
      'x-currency': 'RWF',
    });
  });

  it('is in test mode on Airtel’s UAT host or a local simulator, live on openapi.airtel.africa', async () => {
    expect((await gateway()).testMode).toBe(true);
    expect((await gateway({ baseUrl: 'https://openapiuat.airtel.africa' })).testMode).toBe(true);
    expect((await gateway({ baseUrl: 'https://openapi.airtel.africa' })).testMode).toBe(false);
  });

  it('keeps a token of about 3 minutes until shortly before it expires, and shares one token request', async () => {
    const clock = new MovableClock();
    const airtel = await gateway({ clock });
    await Promise.all([airtel.requestToPay(request()), airtel.requestToPay(request()), airtel.getStatus(crypto.randomUUID())]);
    expect(simulator.tokensIssued).toBe(1);
    clock.current += 161_000; // 180 s less a tenth
    await airtel.requestToPay(request());
    expect(simulator.tokensIssued).toBe(1);
    clock.current += 2_000;
    await airtel.requestToPay(request());
    expect(simulator.tokensIssued).toBe(2);
  });

  it('renews a token Airtel stopped accepting, once', async () => {
    const airtel = await gateway();
    await airtel.requestToPay(request());
    simulator.revokeTokens();
    expect(await airtel.requestToPay(request())).toEqual({ accepted: true });
    expect(simulator.tokensIssued).toBe(2);
  });

  it('our client credentials refused is "unavailable" with a safe message, and the secret is never logged', async () => {
    const airtel = await gateway({ clientSecret: 'not-the-secret' });
    const error = await failure(airtel.requestToPay(request()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Mobile Money is not answering right now. Please try again in a moment.');
    expect(logs.join('\n')).not.toContain('not-the-secret');
    expect(simulator.receivedOn('POST', COLLECT)).toHaveLength(0);
  });

  it('times out a provider that does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const airtel = await gateway({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 100 });
    const started = Date.now();
    expect((await failure(airtel.requestToPay(request()))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
    silent.closeAllConnections();
    silent.close();
  });

  it('reads a refused collection as refused, with Airtel’s code', async () => {
    const airtel = await gateway();
    expect(await airtel.requestToPay(request(crypto.randomUUID(), '2507300000'))).toEqual({ accepted: false, reason: 'ESB000008' });
    expect(simulator.transactions.size).toBe(0);
  });

  it('approves another number after a delay, as a payer who takes a moment', async () => {
    const airtel = await gateway({}, { approveAfterMs: 50 });
    const ref = crypto.randomUUID();
    await airtel.requestToPay(request(ref, '250731234567'));
    expect(await airtel.getStatus(ref)).toEqual({ status: 'PENDING' });
    await expect.poll(() => airtel.getStatus(ref), { interval: 10, timeout: 2_000 }).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('maps Airtel’s statuses: TA is still pending, TE expired, a failure keeps a code it has no word for', async () => {
    const airtel = await gateway();
    const cases: Array<[AirtelOutcome, object]> = [
      [{ status: 'TA', responseCode: 'DP00800001000', message: 'Transaction is ambiguous.' }, { status: 'PENDING' }],
      [{ status: 'TE', responseCode: 'DP00800001029', message: 'Transaction expired.' }, { status: 'FAILED', reason: 'EXPIRED' }],
      [{ status: 'TF', responseCode: 'DP00800001002', message: 'Incorrect PIN.' }, { status: 'FAILED', reason: 'DP00800001002' }],
      [{ status: 'TF', responseCode: 'DP00800001024', message: 'Timed out.' }, { status: 'FAILED', reason: 'EXPIRED' }],
    ];
    for (const [outcome, expected] of cases) {
      const ref = crypto.randomUUID();
      await airtel.requestToPay(request(ref, AIRTEL_TEST_NUMBERS.timeout));
      simulator.answer(ref, outcome);
      expect(await airtel.getStatus(ref), outcome.status).toEqual(expected);
    }
  });

  it('does not guess at a status it does not know: the payment is asked about again', async () => {
    const airtel = await gateway();
    const ref = crypto.randomUUID();
    await airtel.requestToPay(request(ref, AIRTEL_TEST_NUMBERS.timeout));
    simulator.answer(ref, { status: 'TX' as AirtelOutcome['status'], responseCode: 'DP00800001099', message: '?' });
    expect((await failure(airtel.getStatus(ref))).kind).toBe('unavailable');
  });

  describe('refunds', () => {
    it('returns the collection by its airtel_money_id, whole', async () => {
      const airtel = await gateway();
      const ref = crypto.randomUUID();
      await airtel.requestToPay(request(ref));
      const report = await airtel.getStatus(ref);
      const result = await airtel.refund(refund(ref, report?.financialTransactionId));
      expect(result).toEqual({ status: 'succeeded', providerReference: expect.stringMatching(/^RF/) });
      expect(simulator.receivedOn('POST', REFUND)[0]?.body).toEqual({ transaction: { airtel_money_id: report?.financialTransactionId } });
      expect(simulator.receivedOn('POST', REFUND)[0]?.headers).toMatchObject({ 'x-country': 'RW', 'x-currency': 'RWF' });
    });

    it('finds the airtel_money_id by a status enquiry when the payment did not keep it', async () => {
      const airtel = await gateway();
      const ref = crypto.randomUUID();
      await airtel.requestToPay(request(ref));
      expect((await airtel.refund(refund(ref))).status).toBe('succeeded');
      expect([...simulator.refunds.values()]).toEqual([expect.objectContaining({ transactionId: ref, amount: 151_000 })]);
    });

    it('a refund asked for again (its answer lost) is succeeded, and Airtel still refunds once', async () => {
      const airtel = await gateway();
      const ref = crypto.randomUUID();
      await airtel.requestToPay(request(ref));
      const moneyId = (await airtel.getStatus(ref))?.financialTransactionId;
      const asked = refund(ref, moneyId);
      await airtel.refund(asked);
      expect(await airtel.refund(asked)).toEqual({ status: 'succeeded', providerReference: moneyId });
      expect(simulator.receivedOn('POST', REFUND)).toHaveLength(2);
      expect(simulator.refunds.size).toBe(1);
    });

    it('a collection that did not succeed, or an unknown airtel_money_id, is refused with Airtel’s words', async () => {
      const airtel = await gateway();
      const declined = crypto.randomUUID();
      await airtel.requestToPay(request(declined, AIRTEL_TEST_NUMBERS.decline));
      expect(await airtel.refund(refund(declined))).toEqual({ status: 'failed', reason: 'Airtel Money holds no successful transaction for this payment' });
      expect(simulator.receivedOn('POST', REFUND)).toHaveLength(0);
      expect(await airtel.refund(refund(crypto.randomUUID(), 'MP000000.0000.NOPE'))).toEqual({ status: 'failed', reason: 'Transaction not found (DP00800001025)' });
      const waiting = crypto.randomUUID();
      await airtel.requestToPay(request(waiting, AIRTEL_TEST_NUMBERS.timeout));
      const moneyId = simulator.transactions.get(waiting)?.airtelMoneyId;
      expect(await airtel.refund(refund(waiting, moneyId))).toEqual({ status: 'failed', reason: 'Only a successful transaction can be refunded (DP00800001008)' });
      expect(simulator.refunds.size).toBe(0);
    });

    it('a refund still in progress, or an answer it cannot read, is "unavailable": the refund stays asked for', async () => {
      const answers = [
        { status: 200, body: { data: { transaction: { airtel_money_id: 'RF1', status: 'TIP' } }, status: { code: '200', success: true } } },
        { status: 502, body: '<html>Bad gateway</html>' },
      ];
      const airtelStandIn = createServer((req, res) => {
        const answer = req.url === TOKEN ? { status: 200, body: { access_token: 't', expires_in: '180' } } : answers.shift()!;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
      await new Promise<void>((resolve) => airtelStandIn.listen(0, '127.0.0.1', resolve));
      const airtel = await gateway({ baseUrl: `http://127.0.0.1:${(airtelStandIn.address() as AddressInfo).port}` });
      expect((await failure(airtel.refund(refund(crypto.randomUUID(), 'MP1')))).kind).toBe('unavailable');
      expect((await failure(airtel.refund(refund(crypto.randomUUID(), 'MP1')))).kind).toBe('unavailable');
      airtelStandIn.closeAllConnections();
      airtelStandIn.close();
    });
  });
});
