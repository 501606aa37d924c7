// An admin's decision on a payment is an audit entry (payments.admin-action, payment.marked),
// recorded in the payments store's outbox with the settlement itself.
import type { AdminActionData } from '@shop/contracts';
import { runWithRequestContext } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';

const PROOF = 'payment-proofs/0123456789abcdef0123456789abcdef.png';
const ADMIN = { userId: 'aaaaaaaaaaaaaaaaaaaaaaaa', email: 'admin@devshop.rw' };

describe('an admin marking a payment is audited', () => {
  let payments: EmbeddedPayments;
  beforeEach(async () => {
    payments = await embeddedPayments();
  });
  afterEach(() => payments.close());

  const entries = async () =>
    (await payments.outbox()).filter((entry) => entry.event.type === 'payments.admin-action').map((entry) => entry.event.data as AdminActionData);

  it('a proof approved: who, the order it pays, the payment status before and after, the note', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo', total: 84_500 });
    const proof = await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });

    const settled = await runWithRequestContext({ requestId: 'req-pay-1', origin: { requestId: 'req-pay-1', clientAddress: '203.0.113.9' } }, () =>
      payments.api.settleManually({ orderId: order.orderId, status: 'paid', actorId: ADMIN.userId, actorEmail: ADMIN.email, note: 'Seen on the statement' }),
    );

    expect(await entries()).toEqual([
      {
        action: 'payment.marked',
        actor: ADMIN,
        target: { type: 'order', id: order.orderId, label: order.orderNumber },
        changes: [
          { field: 'paymentId', before: proof.paymentId, after: proof.paymentId },
          { field: 'paymentStatus', before: 'AWAITING_VERIFICATION', after: 'SUCCESSFUL' },
          { field: 'note', before: null, after: 'Seen on the statement' },
        ],
        at: settled.settledAt,
        requestId: 'req-pay-1',
        clientAddress: '203.0.113.9',
      },
    ]);
  });

  it('a proof rejected: the failure and its reason', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });

    await payments.api.settleManually({ orderId: order.orderId, status: 'failed', actorId: ADMIN.userId, actorEmail: ADMIN.email, note: 'Amount does not match' });

    const [entry] = await entries();
    expect(entry).toMatchObject({ action: 'payment.marked', actor: ADMIN });
    expect(entry!.changes).toContainEqual({ field: 'paymentStatus', before: 'AWAITING_VERIFICATION', after: 'FAILED' });
    expect(entry!.changes).toContainEqual({ field: 'reason', before: null, after: 'Amount does not match' });
  });

  it('a second decision on the same payment is refused and records nothing more', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });
    await payments.api.settleManually({ orderId: order.orderId, status: 'paid', actorId: ADMIN.userId, actorEmail: ADMIN.email });

    await expect(payments.api.settleManually({ orderId: order.orderId, status: 'failed', actorId: ADMIN.userId, actorEmail: ADMIN.email })).rejects.toMatchObject({
      kind: 'conflict',
    });

    expect(await entries()).toHaveLength(1);
  });

  it('a decision naming no admin e-mail is refused before anything changes', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });

    await expect(payments.api.settleManually({ orderId: order.orderId, status: 'paid', actorId: ADMIN.userId, actorEmail: '' })).rejects.toMatchObject({ kind: 'invalid' });

    expect(await entries()).toEqual([]);
    expect((await payments.api.listForOrder(order.orderId))[0]).toMatchObject({ status: 'AWAITING_VERIFICATION' });
  });
});
