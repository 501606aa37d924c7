import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOMO_TEST_NUMBERS } from './momo-test-numbers';
import { MomoSimulator } from './momo-simulator';

const PAY = '/collection/v1_0/requesttopay';

describe('MoMo simulator', () => {
  let simulator: MomoSimulator;
  let token: string;
  beforeAll(async () => {
    simulator = await MomoSimulator.start({ approveAfterMs: 50 });
    token = ((await (await tokenCall()).json()) as { access_token: string }).access_token;
  });
  afterAll(() => simulator.close());

  const basic = (user: string, key: string) => `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`;
  const tokenCall = (headers: Record<string, string> = {}) =>
    fetch(`${simulator.url}/collection/token/`, {
      method: 'POST',
      headers: {
        authorization: basic(simulator.credentials.apiUser, simulator.credentials.apiKey),
        'ocp-apim-subscription-key': simulator.credentials.subscriptionKey,
        ...headers,
      },
    });
  const authorised = (headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    'ocp-apim-subscription-key': simulator.credentials.subscriptionKey,
    'x-target-environment': 'sandbox',
    ...headers,
  });
  const body = (partyId: string, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ amount: '5000', currency: 'EUR', externalId: 'DS-1', payer: { partyIdType: 'MSISDN', partyId }, payerMessage: 'm', payeeNote: 'n', ...overrides });
  const pay = (referenceId: string, partyId: string, headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) =>
    fetch(`${simulator.url}${PAY}`, {
      method: 'POST',
      headers: { ...authorised({ 'x-reference-id': referenceId, 'content-type': 'application/json' }), ...headers },
      body: body(partyId, overrides),
    });
  const status = async (referenceId: string) => {
    const res = await fetch(`${simulator.url}${PAY}/${referenceId}`, { headers: authorised() });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('issues a token only for the API user and key with the subscription key', async () => {
    const ok = await tokenCall();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'access_token', expires_in: 3600, access_token: expect.any(String) });
    expect((await tokenCall({ authorization: basic(simulator.credentials.apiUser, 'wrong') })).status).toBe(401);
    expect((await tokenCall({ 'ocp-apim-subscription-key': 'wrong' })).status).toBe(401);
  });

  it('checks the bearer token, reference id, target environment and body like MTN', async () => {
    expect((await pay(crypto.randomUUID(), MOMO_TEST_NUMBERS.approve, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await pay('not-a-uuid', MOMO_TEST_NUMBERS.approve)).status).toBe(400);
    expect((await pay(crypto.randomUUID(), MOMO_TEST_NUMBERS.approve, { 'x-target-environment': 'mtnrwanda' })).status).toBe(400);
    expect((await pay(crypto.randomUUID(), MOMO_TEST_NUMBERS.approve, {}, { currency: 'RWF' })).status).toBe(400);
    expect((await pay(crypto.randomUUID(), MOMO_TEST_NUMBERS.approve, {}, { amount: 5000 })).status).toBe(400);
    expect((await pay(crypto.randomUUID(), MOMO_TEST_NUMBERS.approve, {}, { payer: { partyIdType: 'EMAIL', partyId: 'a@b' } })).status).toBe(400);
    const reused = crypto.randomUUID();
    expect((await pay(reused, MOMO_TEST_NUMBERS.approve)).status).toBe(202);
    const again = await pay(reused, MOMO_TEST_NUMBERS.approve);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'RESOURCE_ALREADY_EXIST' });
    expect((await status(crypto.randomUUID())).status).toBe(404);
  });

  it('decides the outcome by the payer’s number', async () => {
    const outcomes: Array<[string, Record<string, unknown>]> = [
      [MOMO_TEST_NUMBERS.approve, { status: 'SUCCESSFUL', financialTransactionId: expect.stringMatching(/^\d+$/) }],
      [MOMO_TEST_NUMBERS.decline, { status: 'FAILED', reason: 'APPROVAL_REJECTED' }],
      [MOMO_TEST_NUMBERS.timeout, { status: 'PENDING' }],
      [MOMO_TEST_NUMBERS.insufficientFunds, { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }],
    ];
    for (const [number, expected] of outcomes) {
      const ref = crypto.randomUUID();
      await pay(ref, number);
      const { body } = await status(ref);
      expect(body, number).toMatchObject({ ...expected, amount: '5000', currency: 'EUR', externalId: 'DS-1', payer: { partyId: number } });
    }
    const other = crypto.randomUUID();
    await pay(other, '250788123456');
    expect((await status(other)).body.status).toBe('PENDING');
    const started = Date.now();
    while ((await status(other)).body.status === 'PENDING') {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await status(other)).body.status).toBe('SUCCESSFUL');
  });
});
