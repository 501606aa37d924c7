import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@shop/domain';
import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { MOMO_TEST_NUMBERS } from '../momo-simulator/momo-test-numbers';
import { MomoSimulator } from '../momo-simulator/momo-simulator';
import { MtnMomoCollectionGateway, type MtnMomoSettings } from './mtn-momo-collection-gateway';

const TOKEN = '/collection/token/';
const REQUEST_TO_PAY = '/collection/v1_0/requesttopay';

class MovableClock {
  current = Date.now();
  now = () => new Date(this.current);
}

let simulator: MomoSimulator;
let logs: string[];
afterEach(async () => {
  await simulator?.close();
});

async function gateway(overrides: Partial<MtnMomoSettings> = {}, options: Parameters<typeof MomoSimulator.start>[0] = {}) {
  simulator = await MomoSimulator.start(options);
  logs = [];
  const logger = createLogger({ service: 'momo-test', level: 'debug', destination: { write: (line: string) => void logs.push(line) } });
  return new MtnMomoCollectionGateway({
    baseUrl: simulator.url,
    ...simulator.credentials,
    targetEnvironment: simulator.targetEnvironment,
    logger,
    ...overrides,
  });
}

const request = (referenceId = crypto.randomUUID(), msisdn: string = MOMO_TEST_NUMBERS.approve) => ({
  referenceId,
  amount: 151_000,
  msisdn,
  externalId: 'DS-2611-7K3F9Q',
  payerMessage: 'DevShop order DS-2611-7K3F9Q',
  payeeNote: 'Order DS-2611-7K3F9Q',
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('MtnMomoCollectionGateway against the simulator over HTTP', () => {
  it('sends exactly the headers and body MTN expects', async () => {
    const momo = await gateway({ callbackUrl: 'https://shop.example.rw/api/v1/payments/momo/callback' });
    const ref = crypto.randomUUID();
    expect(await momo.requestToPay(request(ref))).toEqual({ accepted: true });
    expect(await momo.getStatus(ref)).toEqual({ status: 'SUCCESSFUL', financialTransactionId: expect.stringMatching(/^\d+$/) });

    const [token] = simulator.receivedOn('POST', TOKEN);
    const basic = Buffer.from(`${simulator.credentials.apiUser}:${simulator.credentials.apiKey}`).toString('base64');
    expect(token?.headers).toMatchObject({ authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': simulator.credentials.subscriptionKey });
    const issued = /^Bearer (\S+)$/;
    const [pay] = simulator.receivedOn('POST', REQUEST_TO_PAY);
    expect(pay?.headers).toMatchObject({
      authorization: expect.stringMatching(issued),
      'x-reference-id': ref,
      'x-target-environment': 'sandbox',
      'ocp-apim-subscription-key': simulator.credentials.subscriptionKey,
      'content-type': 'application/json',
      'x-callback-url': `https://shop.example.rw/api/v1/payments/momo/callback?referenceId=${ref}`,
    });
    expect(pay?.body).toEqual({
      amount: '151000',
      currency: 'EUR',
      externalId: 'DS-2611-7K3F9Q',
      payer: { partyIdType: 'MSISDN', partyId: MOMO_TEST_NUMBERS.approve },
      payerMessage: 'DevShop order DS-2611-7K3F9Q',
      payeeNote: 'Order DS-2611-7K3F9Q',
    });
    const [status] = simulator.receivedOn('GET', `${REQUEST_TO_PAY}/${ref}`);
    expect(status?.headers).toMatchObject({
      authorization: pay?.headers.authorization,
      'x-target-environment': 'sandbox',
      'ocp-apim-subscription-key': simulator.credentials.subscriptionKey,
    });
  });

  it('collects in RWF outside the sandbox', async () => {
    const momo = await gateway({}, { targetEnvironment: 'mtnrwanda' });
    expect(momo.testMode).toBe(false);
    await momo.requestToPay(request());
    expect(simulator.receivedOn('POST', REQUEST_TO_PAY)[0]?.body).toMatchObject({ currency: 'RWF' });
  });

  it('caches the token until shortly before it expires, and shares one token request', async () => {
    const clock = new MovableClock();
    const momo = await gateway({ clock }, { tokenTtlSeconds: 3600 });
    await Promise.all([momo.requestToPay(request()), momo.requestToPay(request()), momo.getStatus(crypto.randomUUID())]);
    await momo.requestToPay(request());
    expect(simulator.tokensIssued).toBe(1);
    clock.current += 3600_000 - 61_000;
    await momo.requestToPay(request());
    expect(simulator.tokensIssued).toBe(1);
    clock.current += 2_000; // within the last minute of the token's life
    await momo.requestToPay(request());
    expect(simulator.tokensIssued).toBe(2);
  });

  it('renews a token the provider stopped accepting, once', async () => {
    const momo = await gateway();
    await momo.requestToPay(request());
    simulator.revokeTokens();
    expect(await momo.requestToPay(request())).toEqual({ accepted: true });
    expect(simulator.tokensIssued).toBe(2);
  });

  it('a provider 401 (our credentials refused) is "unavailable" with a safe message, never the shopper’s 401', async () => {
    const wrongKey = await gateway({ apiKey: 'not-the-key' });
    const error = await failure(wrongKey.requestToPay(request()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Mobile Money is not answering right now. Please try again in a moment.');
    expect(logs.join('\n')).not.toContain('not-the-key');
    await simulator.close();
    const wrongSubscription = await gateway({ subscriptionKey: 'wrong-subscription' });
    expect((await failure(wrongSubscription.getStatus(crypto.randomUUID()))).kind).toBe('unavailable');
  });

  it('times out a provider that does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const momo = await gateway({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 100 });
    const started = Date.now();
    expect((await failure(momo.requestToPay(request()))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
    silent.closeAllConnections();
    silent.close();
  });

  it('reads a reused reference (409) as already accepted, a refused request as refused, an unknown one as null', async () => {
    const momo = await gateway();
    const ref = crypto.randomUUID();
    await momo.requestToPay(request(ref));
    expect(await momo.requestToPay(request(ref))).toEqual({ accepted: true });
    expect(simulator.requests.size).toBe(1);
    expect(await momo.requestToPay(request(crypto.randomUUID(), 'not-a-number'))).toEqual({ accepted: false, reason: 'BAD_REQUEST' });
    expect(await momo.getStatus(crypto.randomUUID())).toBeNull();
  });

  it('reports the provider’s reasons for a failed payment', async () => {
    const momo = await gateway();
    const declined = crypto.randomUUID();
    const broke = crypto.randomUUID();
    const waiting = crypto.randomUUID();
    await momo.requestToPay(request(declined, MOMO_TEST_NUMBERS.decline));
    await momo.requestToPay(request(broke, MOMO_TEST_NUMBERS.insufficientFunds));
    await momo.requestToPay(request(waiting, MOMO_TEST_NUMBERS.timeout));
    expect(await momo.getStatus(declined)).toEqual({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    expect(await momo.getStatus(broke)).toEqual({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });
    expect(await momo.getStatus(waiting)).toEqual({ status: 'PENDING' });
  });
});
