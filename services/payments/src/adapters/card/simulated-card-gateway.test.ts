import { describe, expect, it } from 'vitest';
import type { CardCharge } from '../../core/ports/card-gateway.port';
import type { RefundRequest } from '../../core/ports/refunds.port';
import { SimulatedCardGateway } from './simulated-card-gateway';

const charge = (number: string, reference: string = crypto.randomUUID()): CardCharge => ({
  reference,
  amount: 151_000,
  currency: 'RWF',
  description: 'DevShop order DS-2611-7K3F9Q',
  metadata: {},
  card: { name: 'Aline Uwase', number, expMonth: 11, expYear: 2038, cvc: '987' },
});

const refund = (paymentReference: string, amount: number, referenceId: string = crypto.randomUUID()): RefundRequest => ({
  referenceId,
  amount,
  paymentReference,
  paymentAmount: 151_000,
  externalId: 'DS-2611-7K3F9Q',
  note: 'Refund of order DS-2611-7K3F9Q',
});

async function paid(cards: SimulatedCardGateway): Promise<string> {
  const result = await cards.charge(charge('4242424242424242'));
  if (result.status !== 'succeeded') throw new Error('the test card should succeed');
  return result.paymentIntentId;
}

describe('SimulatedCardGateway refunds', () => {
  it('refunds a charge it took, in parts, never more than the charge', async () => {
    const cards = new SimulatedCardGateway();
    const intent = await paid(cards);
    expect(await cards.refund(refund(intent, 100_000))).toEqual({ status: 'succeeded', providerReference: expect.stringMatching(/^re_sim_/) });
    expect(await cards.refund(refund(intent, 51_001))).toEqual({ status: 'failed', reason: 'amount_too_large' });
    expect((await cards.refund(refund(intent, 51_000))).status).toBe('succeeded');
    expect(await cards.refund(refund(intent, 1))).toEqual({ status: 'failed', reason: 'amount_too_large' });
    expect(await cards.refund(refund(intent, 0))).toEqual({ status: 'failed', reason: 'amount_too_small' });
  });

  it('answers the same refund reference with the same refund, and counts it once', async () => {
    const cards = new SimulatedCardGateway();
    const intent = await paid(cards);
    const first = await cards.refund(refund(intent, 151_000, 'refund-1'));
    expect(await cards.refund(refund(intent, 151_000, 'refund-1'))).toEqual(first);
    expect(await cards.refundStatus('refund-1')).toEqual(first);
    expect(await cards.refundStatus('refund-2')).toBeNull();
  });

  it('refuses to refund a declined charge, or one it never made', async () => {
    const cards = new SimulatedCardGateway();
    const declined = await cards.charge(charge('4000000000000002'));
    expect(declined.status).toBe('failed');
    expect(await cards.refund(refund(declined.paymentIntentId ?? '', 1_000))).toEqual({ status: 'failed', reason: 'charge_not_refundable' });
    expect(await cards.refund(refund('pi_unknown', 1_000))).toEqual({ status: 'failed', reason: 'charge_not_refundable' });
  });
});
