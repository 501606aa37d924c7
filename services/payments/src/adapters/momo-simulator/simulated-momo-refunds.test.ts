import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOMO_TEST_NUMBERS } from './momo-test-numbers';
import { MomoSimulator, type MomoCredentials } from './momo-simulator';

const PAY = '/collection/v1_0/requesttopay';
const REFUND = '/disbursement/v1_0/refund';

describe('MoMo simulator: Disbursement refunds', () => {
  let simulator: MomoSimulator;
  let collectionToken: string;
  let disbursementToken: string;
  beforeAll(async () => {
    simulator = await MomoSimulator.start();
    collectionToken = await token('collection', simulator.credentials);
    disbursementToken = await token('disbursement', simulator.disbursementCredentials);
  });
  afterAll(() => simulator.close());

  const basic = (credentials: MomoCredentials) => `Basic ${Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64')}`;
  const tokenCall = (product: string, credentials: MomoCredentials, subscriptionKey = credentials.subscriptionKey) =>
    fetch(`${simulator.url}/${product}/token/`, { method: 'POST', headers: { authorization: basic(credentials), 'ocp-apim-subscription-key': subscriptionKey } });
  async function token(product: string, credentials: MomoCredentials): Promise<string> {
    return ((await (await tokenCall(product, credentials)).json()) as { access_token: string }).access_token;
  }
  const disbursement = (headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${disbursementToken}`,
    'ocp-apim-subscription-key': simulator.disbursementCredentials.subscriptionKey,
    'x-target-environment': 'sandbox',
    ...headers,
  });
  async function paid(partyId: string = MOMO_TEST_NUMBERS.approve): Promise<string> {
    const referenceId = crypto.randomUUID();
    await fetch(`${simulator.url}${PAY}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${collectionToken}`,
        'ocp-apim-subscription-key': simulator.credentials.subscriptionKey,
        'x-target-environment': 'sandbox',
        'x-reference-id': referenceId,
      },
      body: JSON.stringify({ amount: '5000', currency: 'EUR', externalId: 'DS-1', payer: { partyIdType: 'MSISDN', partyId } }),
    });
    return referenceId;
  }
  const refund = (referenceIdToRefund: string, overrides: { referenceId?: string; headers?: Record<string, string>; body?: object } = {}) =>
    fetch(`${simulator.url}${REFUND}`, {
      method: 'POST',
      headers: disbursement({ 'x-reference-id': overrides.referenceId ?? crypto.randomUUID(), ...overrides.headers }),
      body: JSON.stringify({ amount: '2000', currency: 'EUR', externalId: 'DS-1', payerMessage: 'Refund', payeeNote: 'Refund', referenceIdToRefund, ...overrides.body }),
    });
  async function refunded(referenceIdToRefund: string, amount: string) {
    const referenceId = crypto.randomUUID();
    expect((await refund(referenceIdToRefund, { referenceId, body: { amount } })).status).toBe(202);
    const res = await fetch(`${simulator.url}${REFUND}/${referenceId}`, { headers: disbursement() });
    return (await res.json()) as Record<string, unknown>;
  }

  it('has credentials of its own: neither the Collection keys nor a Collection token open it', async () => {
    expect(simulator.disbursementCredentials).not.toEqual(simulator.credentials);
    expect((await tokenCall('disbursement', simulator.credentials)).status).toBe(401);
    expect((await tokenCall('disbursement', simulator.disbursementCredentials, simulator.credentials.subscriptionKey)).status).toBe(401);
    expect((await refund(await paid(), { headers: { authorization: `Bearer ${collectionToken}` } })).status).toBe(401);
  });

  it('checks the reference id, target environment and body like MTN', async () => {
    const payment = await paid();
    expect((await refund(payment, { referenceId: 'not-a-uuid' })).status).toBe(400);
    expect((await refund(payment, { headers: { 'x-target-environment': 'mtnrwanda' } })).status).toBe(400);
    expect((await refund(payment, { body: { amount: 2000 } })).status).toBe(400);
    expect((await refund(payment, { body: { currency: 'RWF' } })).status).toBe(400);
    expect((await refund(payment, { body: { referenceIdToRefund: 'DS-1' } })).status).toBe(400);
    const reused = crypto.randomUUID();
    expect((await refund(payment, { referenceId: reused })).status).toBe(202);
    expect((await refund(payment, { referenceId: reused })).status).toBe(409);
    expect((await fetch(`${simulator.url}${REFUND}/${crypto.randomUUID()}`, { headers: disbursement() })).status).toBe(404);
  });

  it('refunds a SUCCESSFUL request-to-pay up to what it took, to its payer', async () => {
    const payment = await paid();
    expect(await refunded(payment, '3000')).toMatchObject({
      status: 'SUCCESSFUL',
      amount: '3000',
      currency: 'EUR',
      financialTransactionId: expect.stringMatching(/^\d+$/),
      payee: { partyIdType: 'MSISDN', partyId: MOMO_TEST_NUMBERS.approve },
    });
    expect(await refunded(payment, '2000.01')).toMatchObject({ status: 'FAILED', reason: 'NOT_ALLOWED' });
    expect(await refunded(payment, '2000')).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await refunded(payment, '1')).toMatchObject({ status: 'FAILED', reason: 'NOT_ALLOWED' });
  });

  it('fails the refund of an unknown or unsuccessful request-to-pay', async () => {
    expect(await refunded(crypto.randomUUID(), '10')).toMatchObject({ status: 'FAILED', reason: 'RESOURCE_NOT_FOUND' });
    for (const number of [MOMO_TEST_NUMBERS.decline, MOMO_TEST_NUMBERS.timeout]) {
      expect(await refunded(await paid(number), '10'), number).toMatchObject({ status: 'FAILED', reason: 'PAYMENT_NOT_APPROVED' });
    }
  });
});
