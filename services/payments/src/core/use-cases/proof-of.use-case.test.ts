import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { aPayment } from '../../testing/payment-records';
import type { PaymentRepository } from '../ports/payment-repository.port';
import { ProofOf } from './proof-of.use-case';

const NAME = '0123456789abcdef0123456789abcdef';
const NOT_FOUND = new AppError('not_found', 'Payment proof not found');

describe('whose payment screenshot a proof name is', () => {
  const payment = aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION', proof: { fileKey: `payment-proofs/${NAME}.png`, name: NAME, submittedAt: '2026-11-23T10:00:00.000Z' } });
  // A store that answers any name it is asked about: the name's shape is checked before the store.
  const asked: unknown[] = [];
  const proofOf = new ProofOf({ payments: { findByProofName: async (name: string) => (asked.push(name), payment) } as Partial<PaymentRepository> as PaymentRepository });

  it('is told to its owner and to an admin', async () => {
    const view = { name: NAME, fileKey: `payment-proofs/${NAME}.png`, paymentId: payment.id, orderId: payment.orderId, userId: payment.userId };
    expect(await proofOf.execute({ name: NAME, userId: payment.userId })).toEqual(view);
    expect(await proofOf.execute({ name: NAME })).toEqual(view);
  });

  it("is not found for someone else, like an unknown proof", async () => {
    await expect(proofOf.execute({ name: NAME, userId: 'someone-else' })).rejects.toEqual(NOT_FOUND);
  });

  it.each([
    ['with text before it', `x${NAME}`],
    ['with text after it', `${NAME}x`],
    ['sent as a list', [NAME] as unknown as string],
  ])('is not found, without asking the store, for a name %s', async (_case, name) => {
    asked.length = 0;
    await expect(proofOf.execute({ name })).rejects.toEqual(NOT_FOUND);
    expect(asked).toEqual([]);
  });
});
