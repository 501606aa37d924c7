import { describe, expect, it } from 'vitest';
import type { SettleManuallyInput } from '../../api/payments-api';
import { aPayment, refusalOf } from '../../testing/payment-records';
import type { PaymentRecord } from '../payment/payment';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { Outcome, Settlement } from '../settlement/settlement';
import { SettleManually } from './settle-manually.use-case';

const ADMIN = 'admin-1';
const ADMIN_EMAIL = 'admin@devshop.rw';

/** An admin desk over a store holding `stored`; the settlement records what it was asked. */
function desk(stored: PaymentRecord[], options: { settledNow?: boolean } = {}) {
  const decisions: Array<{ paymentId: string; outcome: Outcome }> = [];
  const payments = {
    findById: async (id: string) => stored.find((payment) => payment.id === id) ?? null,
    findOpenForOrder: async (orderId: string) =>
      stored.find((payment) => payment.orderId === orderId && ['PENDING', 'AWAITING_VERIFICATION'].includes(payment.status)) ?? null,
    listForOrder: async (orderId: string) => stored.filter((payment) => payment.orderId === orderId),
  } as Partial<PaymentRepository> as PaymentRepository;
  const settlement = {
    settle: async (payment: PaymentRecord, outcome: Outcome) => {
      // The audit entry it would record is asserted on the real settlement (settle-manually.audit.test.ts).
      decisions.push({ paymentId: payment.id, outcome: { ...outcome, audit: undefined } });
      return { payment: { ...payment, status: outcome.status }, settledNow: options.settledNow ?? true };
    },
  } as Partial<Settlement> as Settlement;
  return { settle: new SettleManually({ payments, settlement }), decisions };
}

describe('an admin settles a payment by hand', () => {
  const proof = aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION' });

  it('approving a proof settles it paid, recording who decided', async () => {
    const { settle, decisions } = desk([proof]);
    const view = await settle.execute({ paymentId: proof.id, status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL });
    expect(view).toMatchObject({ paymentId: proof.id, orderId: proof.orderId, status: 'SUCCESSFUL' });
    expect(decisions).toEqual([{ paymentId: proof.id, outcome: { status: 'SUCCESSFUL', settledBy: ADMIN } }]);
  });

  it('rejecting without a note gives the standard reason', async () => {
    for (const note of [undefined, '   ', 42 as unknown as string]) {
      const { settle, decisions } = desk([proof]);
      await settle.execute({ paymentId: proof.id, status: 'failed', actorId: ADMIN, actorEmail: ADMIN_EMAIL, note });
      expect(decisions.map((decision) => decision.outcome)).toEqual([{ status: 'FAILED', settledBy: ADMIN, reason: 'Rejected by an administrator' }]);
    }
  });

  it("rejecting with a note gives the note as the reason, trimmed and cut at 500 characters", async () => {
    const { settle, decisions } = desk([proof]);
    await settle.execute({ paymentId: proof.id, status: 'failed', actorId: ADMIN, actorEmail: ADMIN_EMAIL, note: '  Amount does not match the statement ' });
    await settle.execute({ paymentId: proof.id, status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL, note: ` ${'n'.repeat(600)}` });
    expect(decisions.map((decision) => decision.outcome)).toEqual([
      { status: 'FAILED', settledBy: ADMIN, reason: 'Amount does not match the statement', note: 'Amount does not match the statement' },
      { status: 'SUCCESSFUL', settledBy: ADMIN, note: 'n'.repeat(500) },
    ]);
  });

  it('settles the order’s open payment when only the order is named', async () => {
    const older = aPayment({ orderId: proof.orderId, status: 'FAILED' });
    const { settle, decisions } = desk([older, { ...proof }]);
    await settle.execute({ orderId: proof.orderId, paymentId: '', status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL });
    expect(decisions.map((decision) => decision.paymentId)).toEqual([proof.id]);
  });

  it('settles a payment named together with its own order', async () => {
    const { settle, decisions } = desk([proof]);
    await settle.execute({ paymentId: proof.id, orderId: proof.orderId, status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL });
    expect(decisions.map((decision) => decision.paymentId)).toEqual([proof.id]);
  });
});

describe('a manual decision is refused', () => {
  const proof = aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION' });
  const settledAlready = { kind: 'conflict', message: 'This payment has already been settled', errors: undefined };
  const notFound = { kind: 'not_found', message: 'Payment not found', errors: undefined };

  const refused = async (stored: PaymentRecord[], input: Partial<SettleManuallyInput>, options: { settledNow?: boolean } = {}) => {
    const { settle, decisions } = desk(stored, options);
    const refusal = await refusalOf(() => settle.execute({ status: 'paid', actorId: ADMIN, actorEmail: ADMIN_EMAIL, ...input } as SettleManuallyInput));
    return { refusal, decisions };
  };

  it('for a status other than paid or failed', async () => {
    const { refusal, decisions } = await refused([proof], { paymentId: proof.id, status: 'refunded' as 'paid' });
    expect(refusal).toEqual({ kind: 'invalid', message: 'Status must be paid or failed', errors: [{ path: 'status', message: 'Status must be paid or failed' }] });
    expect(decisions).toEqual([]);
  });

  it.each([
    ['no admin', undefined],
    ['an empty admin', ''],
    ['an admin that is not text', 5],
  ])('with %s named as the decider', async (_case, actorId) => {
    const { refusal, decisions } = await refused([proof], { paymentId: proof.id, actorId: actorId as string });
    expect(refusal).toEqual({ kind: 'invalid', message: 'The deciding admin is required', errors: undefined });
    expect(decisions).toEqual([]);
  });

  it('for an unknown payment, or one named with another order', async () => {
    expect((await refused([proof], { paymentId: 'f'.repeat(24) })).refusal).toEqual(notFound);
    expect((await refused([proof], { paymentId: proof.id, orderId: 'e'.repeat(24) })).refusal).toEqual(notFound);
  });

  it.each(['SUCCESSFUL', 'FAILED'] as const)('for a payment already %s', async (status) => {
    const { refusal, decisions } = await refused([{ ...proof, status }], { paymentId: proof.id });
    expect(refusal).toEqual(settledAlready);
    expect(decisions).toEqual([]);
  });

  it.each([
    ['nothing', {}],
    ['an empty order', { orderId: '' }],
    ['an order that is not text', { orderId: 7 as unknown as string }],
  ])('when %s names the payment', async (_case, input) => {
    const { refusal, decisions } = await refused([proof], input);
    expect(refusal).toEqual(notFound);
    expect(decisions).toEqual([]);
  });

  it('for an order whose payments have all settled', async () => {
    const { refusal } = await refused([{ ...proof, status: 'FAILED' }], { orderId: proof.orderId });
    expect(refusal).toEqual(settledAlready);
  });

  it('for an order with no payment at all', async () => {
    const { refusal } = await refused([], { orderId: proof.orderId });
    expect(refusal).toEqual({ kind: 'not_found', message: 'No payment is waiting for a decision on this order', errors: undefined });
  });

  it('when another decision settled the payment first', async () => {
    const { refusal, decisions } = await refused([proof], { paymentId: proof.id }, { settledNow: false });
    expect(refusal).toEqual(settledAlready);
    expect(decisions).toHaveLength(1);
  });
});
