import { expect, it } from 'vitest';
import { failureOf } from '@shop/platform/contracts';
import { testOrder, toPay } from '../payments-test-kit';
import { ADMIN, ADMIN_EMAIL, eventsOf, OTHER_USER, outboxDrained, settlementOf, type ContractContext } from './context';

const PROOF = 'payment-proofs/8f14e45fceea167a5a36dedd4bea2543.png';
const OTHER_PROOF = 'payment-proofs/c9f0f895fb98ab9159f51fd0297e236d.jpg';

export function manualContract(ctx: ContractContext): void {
  it('records a proof awaiting verification; a new screenshot replaces the one waiting', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const payment = await ctx.api.submitProof({ ...toPay(order), fileKey: PROOF });
    expect(payment).toMatchObject({ status: 'AWAITING_VERIFICATION', method: 'manual_momo', amount: 151_000, proof: { fileKey: PROOF } });
    const again = await ctx.api.submitProof({ ...toPay(order), fileKey: OTHER_PROOF });
    expect(again).toMatchObject({ paymentId: payment.paymentId, proof: { fileKey: OTHER_PROOF } });
    expect(await ctx.api.listForOrder(order.orderId)).toEqual([again]);
  });

  it('an admin marks it paid: one payment.settled, and a second decision is a conflict', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const payment = await ctx.api.submitProof({ ...toPay(order), fileKey: PROOF });
    const settled = await ctx.api.settleManually({ orderId: order.orderId, status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL, note: 'Seen on the statement' });
    expect(settled).toMatchObject({ paymentId: payment.paymentId, status: 'SUCCESSFUL', settledBy: ADMIN, note: 'Seen on the statement' });
    const event = await settlementOf(ctx, payment.paymentId);
    expect(event.data).toEqual({ paymentId: payment.paymentId, orderId: order.orderId, status: 'paid', method: 'manual_momo', amount: 151_000, currency: 'RWF' });
    const twice = await failureOf(ctx.api.settleManually({ paymentId: payment.paymentId, status: 'failed', actorId: ADMIN, actorEmail: ADMIN_EMAIL }));
    expect(twice).toMatchObject({ kind: 'conflict', message: 'This payment has already been settled' });
    expect((await failureOf(ctx.api.settleManually({ orderId: order.orderId, status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL }))).kind).toBe('conflict');
    await outboxDrained(ctx);
    expect(eventsOf(ctx, payment.paymentId)).toHaveLength(1);
  });

  it('an admin marks it failed with a reason; the shopper may send a new proof', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const payment = await ctx.api.submitProof({ ...toPay(order), fileKey: PROOF });
    const failed = await ctx.api.settleManually({ paymentId: payment.paymentId, status: 'failed', actorId: ADMIN, actorEmail: ADMIN_EMAIL, note: 'Amount does not match' });
    expect(failed).toMatchObject({ status: 'FAILED', reason: 'Amount does not match' });
    expect((await settlementOf(ctx, payment.paymentId)).data).toMatchObject({ status: 'failed', reason: 'Amount does not match' });
    const retry = await ctx.api.submitProof({ ...toPay(order), fileKey: OTHER_PROOF });
    expect(retry.paymentId).not.toBe(payment.paymentId);
  });

  it('refuses bad decisions and proofs', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    expect((await failureOf(ctx.api.settleManually({ orderId: order.orderId, status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL }))).kind).toBe('not_found');
    await ctx.api.submitProof({ ...toPay(order), fileKey: PROOF });
    const status = await failureOf(ctx.api.settleManually({ orderId: order.orderId, status: 'completed' as 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL }));
    expect(status).toMatchObject({ kind: 'invalid', message: 'Status must be paid or failed' });
    expect((await failureOf(ctx.api.submitProof({ ...toPay(testOrder()), fileKey: '../../etc/passwd' }))).kind).toBe('invalid');
    expect(await failureOf(ctx.api.submitProof({ ...toPay(testOrder()), fileKey: '' }))).toMatchObject({
      kind: 'invalid',
      message: 'Payment screenshot is required for manual payment verification',
    });
  });

  it('tells whose a proof is by its random name: the owner and an admin find it, another shopper does not', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const payment = await ctx.api.submitProof({ ...toPay(order), fileKey: PROOF });
    const name = PROOF.slice('payment-proofs/'.length, -'.png'.length);
    expect(payment.proof).toMatchObject({ fileKey: PROOF, name });
    const whose = { name, fileKey: PROOF, paymentId: payment.paymentId, orderId: order.orderId, userId: order.userId };
    expect(await ctx.api.proofOf({ name, userId: order.userId })).toEqual(whose);
    expect(await ctx.api.proofOf({ name })).toEqual(whose);
    expect(await failureOf(ctx.api.proofOf({ name, userId: OTHER_USER }))).toEqual({ kind: 'not_found', message: 'Payment proof not found' });
    for (const unknown of ['0'.repeat(32), '65a1b2c3d4e5f60718293a4b', '../../etc/passwd']) {
      expect((await failureOf(ctx.api.proofOf({ name: unknown }))).kind).toBe('not_found');
    }
    // A new screenshot replaces the one waiting: the old name no longer answers.
    await ctx.api.submitProof({ ...toPay(order), fileKey: OTHER_PROOF });
    expect((await failureOf(ctx.api.proofOf({ name }))).kind).toBe('not_found');
    expect((await ctx.api.proofOf({ name: 'c9f0f895fb98ab9159f51fd0297e236d' })).fileKey).toBe(OTHER_PROOF);
  });

  it('takes a proof for a cancelled order (the money may have moved), and only private proof keys', async () => {
    const cancelled = testOrder({ paymentMethod: 'manual_momo', orderStatus: 'cancelled', paymentStatus: 'failed' });
    expect((await ctx.api.submitProof({ ...toPay(cancelled), fileKey: PROOF })).status).toBe('AWAITING_VERIFICATION');
    const publicKey = await failureOf(ctx.api.submitProof({ ...toPay(testOrder()), fileKey: 'payment-proofs/65a1b2c3d4e5f60718293a4b.png' }));
    expect(publicKey.kind).toBe('invalid');
  });

  it('does not take a proof while a mobile-money prompt for the order is waiting', async () => {
    const order = testOrder();
    await ctx.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' });
    expect(await failureOf(ctx.api.submitProof({ ...toPay(order), fileKey: PROOF }))).toMatchObject({
      kind: 'conflict',
      message: 'A Mobile Money request for this order is still waiting for approval',
    });
  });
}
