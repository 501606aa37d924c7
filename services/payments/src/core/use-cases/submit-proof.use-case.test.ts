import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENTS_COLLECTION } from '../../adapters/storage/document-payment-repository';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import { ProofAnnouncement } from '../payment/proof-announcement';
import type { PaymentRepository } from '../ports/payment-repository.port';
import { SubmitProof } from './submit-proof.use-case';

const PROOF = 'payment-proofs/0123456789abcdef0123456789abcdef.png';
const OTHER_PROOF = 'payment-proofs/fedcba9876543210fedcba9876543210.jpg';

describe('a submitted proof and its payment.proof-submitted go together', () => {
  let payments: EmbeddedPayments;
  beforeEach(async () => {
    payments = await embeddedPayments();
  });
  afterEach(() => payments.close());

  const proofEvents = async () => (await payments.outbox()).filter((entry) => entry.event.type === 'payment.proof-submitted');

  it('records the proof and its event, under the id the payment keeps, for the order the orders service knows', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo', total: 84_500 });
    const view = await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });
    expect(view).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber, userId: order.userId, amount: 84_500, status: 'AWAITING_VERIFICATION' });
    const stored = await payments.ports.payments.findById(view.paymentId);
    const [entry] = await proofEvents();
    expect(entry?._id).toBe(stored?.proofEventId);
    expect(entry?.event.data).toEqual({
      paymentId: view.paymentId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      userId: order.userId,
      submittedAt: view.proof!.submittedAt,
    });
    expect(stored?.proofEventRecorded).toBe(true);
  });

  it('announces a replacing screenshot again, with a new event', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });
    await payments.api.submitProof({ ...toPay(order), fileKey: OTHER_PROOF });
    const events = await proofEvents();
    expect(events).toHaveLength(2);
    expect(new Set(events.map((entry) => entry._id)).size).toBe(2);
  });

  it('an event lost to a crash between the two writes is recorded later, once, under the same id', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const view = await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });
    const stored = (await payments.ports.payments.findById(view.paymentId))!;
    // The state a process leaves when it dies right after storing the proof.
    await payments.documents.collection('outbox').deleteMany({});
    await payments.documents.collection(PAYMENTS_COLLECTION).updateOne({ _id: view.paymentId }, { $set: { proofEventRecorded: false } });
    await Promise.all([payments.proofs.recordPending(), payments.proofs.recordPending()]);
    await payments.proofs.recordPending();
    expect((await proofEvents()).map((entry) => entry._id)).toEqual([stored.proofEventId]);
    expect((await payments.ports.payments.findById(view.paymentId))?.proofEventRecorded).toBe(true);
  });

  it("takes no proof for someone else's order or an unknown one, and announces nothing", async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const stranger = testOrder().userId;
    await expect(payments.api.submitProof({ orderId: order.orderId, userId: stranger, fileKey: PROOF })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(payments.api.submitProof({ orderId: 'f'.repeat(24), userId: order.userId, fileKey: PROOF })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await payments.api.listForOrder(order.orderId)).toEqual([]);
    expect(await proofEvents()).toEqual([]);
  });
});

describe('a payment proof is taken', () => {
  let payments: EmbeddedPayments;
  beforeEach(async () => {
    payments = await embeddedPayments();
  });
  afterEach(() => payments.close());

  it('in RWF, as a manual payment awaiting verification', async () => {
    const view = await payments.api.submitProof({ ...toPay(testOrder({ paymentMethod: 'manual_momo' })), fileKey: PROOF });
    expect(await payments.ports.payments.findById(view.paymentId)).toMatchObject({
      method: 'manual_momo',
      currency: 'RWF',
      status: 'AWAITING_VERIFICATION',
      proofName: '0123456789abcdef0123456789abcdef',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not text', 42],
  ])('only with a screenshot: one %s is required', async (_case, fileKey) => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await expect(payments.api.submitProof({ ...toPay(order), fileKey: fileKey as string })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Payment screenshot is required for manual payment verification',
      errors: [{ path: 'paymentProof', message: 'Payment screenshot is required for manual payment verification' }],
    });
  });

  it.each([
    ['outside the proofs folder', `uploads/${PROOF}`],
    ['with more after the extension', `${PROOF}.exe`],
    ['of another file type', 'payment-proofs/0123456789abcdef0123456789abcdef.gif'],
  ])('only from where screenshots are stored, not %s', async (_case, fileKey) => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await expect(payments.api.submitProof({ ...toPay(order), fileKey })).rejects.toMatchObject({ kind: 'invalid', message: 'The stored payment proof is missing' });
    expect(await payments.api.listForOrder(order.orderId)).toEqual([]);
  });

  it('even when its event cannot be recorded at once: the sweep records it later', async () => {
    const failing = { paymentSettled: async () => undefined, paymentRefunded: async () => undefined, adminAction: async () => undefined, proofSubmitted: async () => Promise.reject(new Error('outbox unavailable')) };
    const submit = new SubmitProof({ ...payments.ports, proofs: new ProofAnnouncement({ ...payments.ports, events: failing }) });
    const view = await submit.execute({ ...toPay(testOrder({ paymentMethod: 'manual_momo' })), fileKey: PROOF });
    expect((await payments.ports.payments.findById(view.paymentId))?.proofEventRecorded).toBe(false);
    expect(await payments.proofs.recordPending()).toBe(1);
    expect((await payments.ports.payments.findById(view.paymentId))?.proofEventRecorded).toBe(true);
  });

  it('not to replace a proof an admin decided on meanwhile', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    await payments.api.submitProof({ ...toPay(order), fileKey: PROOF });
    // The admin's decision lands between reading the open payment and replacing its proof.
    const decided: PaymentRepository = Object.assign(Object.create(payments.ports.payments) as PaymentRepository, { transition: async () => null });
    const submit = new SubmitProof({ ...payments.ports, payments: decided, proofs: payments.proofs });
    await expect(submit.execute({ ...toPay(order), fileKey: OTHER_PROOF })).rejects.toMatchObject({ kind: 'conflict', message: 'This payment has already been settled' });
  });
});
