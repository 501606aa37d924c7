import { AppError } from '@shop/domain';
import type { ProofView } from '../../api/payments-api';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';

const PROOF_NAME = /^[0-9a-f]{32}$/;

/**
 * Whose payment screenshot a proof name is. With a reader (a shopper), someone else's proof is
 * answered exactly like one that does not exist; without one (an admin), any proof is found.
 */
export class ProofOf {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'>) {}

  async execute(input: { name: string; userId?: string }): Promise<ProofView> {
    const name = typeof input.name === 'string' ? input.name : '';
    const payment = PROOF_NAME.test(name) ? await this.deps.payments.findByProofName(name) : null;
    if (!payment?.proof || (input.userId !== undefined && payment.userId !== input.userId)) {
      throw new AppError('not_found', M.proofNotFound);
    }
    return { name, fileKey: payment.proof.fileKey, paymentId: payment.id, orderId: payment.orderId, userId: payment.userId };
  }
}
