import { AppError } from '@shop/domain';
import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefundRequest } from '../../core/ports/refunds.port';
import { MomoSimulator } from '../momo-simulator/momo-simulator';
import { MOMO_TEST_NUMBERS } from '../momo-simulator/momo-test-numbers';
import { MOMO_REFUNDS_UNCONFIGURED, MtnMomoCollectionGateway, type MtnMomoSettings } from './mtn-momo-collection-gateway';

const REFUND = '/disbursement/v1_0/refund';
const logger = createLogger({ service: 'momo-test', level: 'silent' });

let simulator: MomoSimulator;
afterEach(async () => {
  await simulator?.close();
});

async function gateway(overrides: Partial<MtnMomoSettings> = {}, options: Parameters<typeof MomoSimulator.start>[0] = {}) {
  simulator = await MomoSimulator.start(options);
  return new MtnMomoCollectionGateway({
    baseUrl: simulator.url,
    ...simulator.credentials,
    disbursement: simulator.disbursementCredentials,
    targetEnvironment: simulator.targetEnvironment,
    logger,
    ...overrides,
  });
}

/** A payment the simulator approved, and a refund of `amount` of it. */
async function paidAndRefund(momo: MtnMomoCollectionGateway, amount = 151_000): Promise<RefundRequest> {
  const paymentReference = crypto.randomUUID();
  await momo.requestToPay({ referenceId: paymentReference, amount: 151_000, msisdn: MOMO_TEST_NUMBERS.approve, externalId: 'DS-2611-7K3F9Q', payerMessage: 'm', payeeNote: 'n' });
  return { referenceId: crypto.randomUUID(), amount, paymentAmount: 151_000, paymentReference, externalId: 'DS-2611-7K3F9Q', note: 'Refund of order DS-2611-7K3F9Q' };
}

describe('MTN MoMo refunds (Disbursement) against the simulator over HTTP', () => {
  it('sends exactly what MTN expects, with the Disbursement product’s own token and key', async () => {
    const momo = await gateway({}, { targetEnvironment: 'mtnrwanda' });
    const refund = await paidAndRefund(momo, 50_000);
    expect(await momo.refund(refund)).toEqual({ status: 'succeeded', providerReference: expect.stringMatching(/^\d+$/) });

    const keys = simulator.disbursementCredentials;
    const [token] = simulator.receivedOn('POST', '/disbursement/token/');
    expect(token?.headers).toMatchObject({
      authorization: `Basic ${Buffer.from(`${keys.apiUser}:${keys.apiKey}`).toString('base64')}`,
      'ocp-apim-subscription-key': keys.subscriptionKey,
    });
    const [sent] = simulator.receivedOn('POST', REFUND);
    expect(sent?.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      'x-reference-id': refund.referenceId,
      'x-target-environment': 'mtnrwanda',
      'ocp-apim-subscription-key': keys.subscriptionKey,
      'content-type': 'application/json',
    });
    expect(sent?.body).toEqual({
      amount: '50000',
      currency: 'RWF',
      externalId: 'DS-2611-7K3F9Q',
      payerMessage: 'Refund of order DS-2611-7K3F9Q',
      payeeNote: 'Refund of order DS-2611-7K3F9Q',
      referenceIdToRefund: refund.paymentReference,
    });
    expect(simulator.receivedOn('GET', `${REFUND}/${refund.referenceId}`)).toHaveLength(1);
  });

  it('without the Disbursement keys, a refund is unavailable and says which settings it needs', async () => {
    const momo = await gateway({ disbursement: undefined });
    for (const attempt of [momo.refund(await paidAndRefund(momo)), momo.refundStatus(crypto.randomUUID())]) {
      const error = await attempt.then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'unavailable', message: MOMO_REFUNDS_UNCONFIGURED });
    }
    expect(simulator.receivedOn('POST', REFUND)).toHaveLength(0);
  });

  it('the Collection keys are no Disbursement keys: refused as unavailable', async () => {
    const momo = await gateway();
    const collectionKeys = new MtnMomoCollectionGateway({
      baseUrl: simulator.url,
      ...simulator.credentials,
      disbursement: simulator.credentials,
      targetEnvironment: simulator.targetEnvironment,
      logger,
    });
    await expect(collectionKeys.refund(await paidAndRefund(momo))).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('a refund sent again (its answer lost) is the same refund: 409 at MTN, its outcome here', async () => {
    const momo = await gateway();
    const refund = await paidAndRefund(momo);
    await momo.refund(refund);
    expect((await momo.refund(refund)).status).toBe('succeeded');
    expect(simulator.receivedOn('POST', REFUND)).toHaveLength(2);
    expect(simulator.refunds.size).toBe(1);
  });

  it('reports MTN’s reason for a refund it failed, and tells a refund’s state later by our reference', async () => {
    const momo = await gateway();
    const tooMuch = await paidAndRefund(momo, 151_001);
    expect(await momo.refund(tooMuch)).toEqual({ status: 'failed', reason: 'NOT_ALLOWED' });
    expect(await momo.refundStatus(tooMuch.referenceId)).toEqual({ status: 'failed', reason: 'NOT_ALLOWED' });
    expect(await momo.refund({ ...tooMuch, referenceId: crypto.randomUUID(), paymentReference: 'not-a-uuid' })).toEqual({ status: 'failed', reason: 'BAD_REQUEST' });
    expect(await momo.refundStatus(crypto.randomUUID())).toBeNull();
  });
});
