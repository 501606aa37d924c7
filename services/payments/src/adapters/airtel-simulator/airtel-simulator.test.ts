import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRTEL_TEST_NUMBERS } from './airtel-test-numbers';
import { AirtelSimulator } from './airtel-simulator';

const COLLECT = '/merchant/v2/payments/';
const ENQUIRY = '/standard/v1/payments/';
const REFUND = '/standard/v1/payments/refund';

interface Answer {
  status: number;
  body: { data?: { transaction?: Record<string, unknown> }; status?: Record<string, unknown> } & Record<string, unknown>;
}

describe('Airtel Money simulator', () => {
  let simulator: AirtelSimulator;
  let token: string;
  beforeAll(async () => {
    simulator = await AirtelSimulator.start({ approveAfterMs: 50, clientId: 'devshop-client', clientSecret: 'devshop-secret' });
    token = (await tokenCall()).body.access_token as string;
  });
  afterAll(() => simulator.close());

  const json = async (res: Response): Promise<Answer> => ({ status: res.status, body: (await res.json()) as Answer['body'] });
  const tokenCall = async (body: Record<string, unknown> = {}) =>
    json(
      await fetch(`${simulator.url}/auth/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'devshop-client', client_secret: 'devshop-secret', grant_type: 'client_credentials', ...body }),
      }),
    );
  const headers = (overrides: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-country': 'RW',
    'x-currency': 'RWF',
    ...overrides,
  });
  const collection = (id: string, msisdn: string, overrides: { subscriber?: object; transaction?: object } = {}) => ({
    reference: 'DS-1',
    subscriber: { country: 'RW', currency: 'RWF', msisdn, ...overrides.subscriber },
    transaction: { amount: 5000, country: 'RW', currency: 'RWF', id, ...overrides.transaction },
  });
  const collect = async (id: string, msisdn: string, options: { headers?: Record<string, string>; body?: object } = {}) =>
    json(await fetch(`${simulator.url}${COLLECT}`, { method: 'POST', headers: headers(options.headers), body: JSON.stringify(options.body ?? collection(id, msisdn)) }));
  const enquiry = async (id: string) => json(await fetch(`${simulator.url}${ENQUIRY}${id}`, { headers: headers() }));
  const refund = async (airtelMoneyId: unknown) =>
    json(await fetch(`${simulator.url}${REFUND}`, { method: 'POST', headers: headers(), body: JSON.stringify({ transaction: { airtel_money_id: airtelMoneyId } }) }));

  it('issues a token of about 3 minutes for the client credentials only', async () => {
    expect(await tokenCall()).toEqual({ status: 200, body: { access_token: expect.any(String), expires_in: '180', token_type: 'bearer' } });
    expect((await tokenCall({ client_secret: 'wrong' })).status).toBe(401);
    expect((await tokenCall({ grant_type: 'password' })).status).toBe(400);
  });

  it('checks the bearer token, X-Country, X-Currency and the body like Airtel', async () => {
    const national = AIRTEL_TEST_NUMBERS.approve.slice(3);
    expect((await collect(crypto.randomUUID(), national, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await collect(crypto.randomUUID(), national, { headers: { 'x-country': 'UG' } })).body.status).toMatchObject({ result_code: 'ESB000034', success: false });
    expect((await collect(crypto.randomUUID(), national, { headers: { 'x-currency': 'UGX' } })).body.status).toMatchObject({ result_code: 'ESB000035', success: false });
    const malformed = [
      collection(crypto.randomUUID(), AIRTEL_TEST_NUMBERS.approve), // with the country code
      collection(crypto.randomUUID(), national, { transaction: { amount: '5000' } }),
      collection(crypto.randomUUID(), national, { transaction: { amount: 50.5 } }),
      collection(crypto.randomUUID(), national, { transaction: { currency: 'UGX' } }),
      collection('', national),
      { ...collection(crypto.randomUUID(), national), reference: '' },
    ];
    for (const body of malformed) {
      const answer = await collect('', '', { body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { status: { result_code: 'ESB000008', success: false } } });
    }
    const id = crypto.randomUUID();
    expect(await collect(id, national)).toMatchObject({
      status: 200,
      body: { data: { transaction: { id } }, status: { response_code: 'DP00800001006', result_code: 'ESB000010', success: true } },
    });
    expect((await collect(id, national)).body.status).toMatchObject({ success: false });
    expect(simulator.transactions.size).toBe(1);
    expect(await enquiry(crypto.randomUUID())).toMatchObject({ status: 404, body: { status: { response_code: 'DP00800001025', success: false } } });
  });

  it('decides the outcome by the payer’s number, and discloses the airtel_money_id on success only', async () => {
    const outcomes: Array<[string, Record<string, unknown>, string]> = [
      [AIRTEL_TEST_NUMBERS.approve, { status: 'TS', airtel_money_id: expect.stringMatching(/^MP/) }, 'DP00800001001'],
      [AIRTEL_TEST_NUMBERS.decline, { status: 'TF' }, 'DP00800001008'],
      [AIRTEL_TEST_NUMBERS.timeout, { status: 'TIP' }, 'DP00800001006'],
      [AIRTEL_TEST_NUMBERS.insufficientFunds, { status: 'TF' }, 'DP00800001007'],
    ];
    for (const [number, transaction, responseCode] of outcomes) {
      const id = crypto.randomUUID();
      await collect(id, number.slice(3));
      const { body } = await enquiry(id);
      expect(body.data?.transaction, number).toMatchObject({ id, message: expect.any(String), ...transaction });
      if (transaction.status !== 'TS') expect(body.data?.transaction).not.toHaveProperty('airtel_money_id');
      expect(body.status).toMatchObject({ response_code: responseCode, success: true });
    }
    const other = crypto.randomUUID();
    await collect(other, '731234567');
    expect((await enquiry(other)).body.data?.transaction?.status).toBe('TIP');
    await expect.poll(async () => (await enquiry(other)).body.data?.transaction?.status, { interval: 10, timeout: 2_000 }).toBe('TS');
  });

  it('refunds a successful collection whole, once; never an unknown or unsuccessful one', async () => {
    const paid = crypto.randomUUID();
    await collect(paid, AIRTEL_TEST_NUMBERS.approve.slice(3));
    const moneyId = (await enquiry(paid)).body.data?.transaction?.airtel_money_id;
    expect(await refund(moneyId)).toMatchObject({ status: 200, body: { data: { transaction: { airtel_money_id: expect.stringMatching(/^RF/), status: 'TS' } }, status: { success: true } } });
    expect(simulator.refunds.get(moneyId as string)).toMatchObject({ transactionId: paid, amount: 5000 });
    expect((await refund(moneyId)).body.status).toMatchObject({ success: false, message: 'Transaction already refunded' });

    const declined = crypto.randomUUID();
    await collect(declined, AIRTEL_TEST_NUMBERS.decline.slice(3));
    expect((await refund(simulator.transactions.get(declined)?.airtelMoneyId)).body.status).toMatchObject({ success: false, response_code: 'DP00800001008' });
    expect((await refund('MP000000.0000.NOPE')).body.status).toMatchObject({ success: false, response_code: 'DP00800001025' });
    expect((await refund(undefined)).status).toBe(400);
    expect(simulator.refunds.size).toBe(1);
  });
});
