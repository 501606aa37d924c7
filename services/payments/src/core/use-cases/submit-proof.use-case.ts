import { AppError, PAYMENT_MESSAGES } from '@shop/domain';
import type { OrderFacts, PaymentView } from '../../api/payments-api';
import { assertPayableOrder } from '../payment/payable-order';
import { toPaymentView } from '../payment/payment';
import { PaymentOpener } from '../payment/payment-opener';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';

/** Private proof keys, named by 128 random bits: `payment-proofs/<32 hex>.<png|jpg>`; nothing else is recorded. */
const FILE_KEY = /^payment-proofs\/([0-9a-f]{32})\.(png|jpg)$/;

/**
 * Manual USSD payment: the shopper paid by dialling the merchant code and sent a screenshot,
 * already checked and stored by the caller. The payment awaits an admin's verification;
 * a new screenshot for the same order replaces the one awaiting it.
 */
export class SubmitProof {
  private readonly opener: PaymentOpener;

  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'clock' | 'ids'>) {
    this.opener = new PaymentOpener(deps);
  }

  async execute(input: { order: OrderFacts; fileKey: string }): Promise<PaymentView> {
    if (typeof input.fileKey !== 'string' || input.fileKey === '') {
      throw new AppError('invalid', PAYMENT_MESSAGES.proofRequired, [{ path: 'paymentProof', message: PAYMENT_MESSAGES.proofRequired }]);
    }
    const name = FILE_KEY.exec(input.fileKey)?.[1];
    if (!name) throw new AppError('invalid', M.proofMissing);
    assertPayableOrder(input.order, { whenCancelled: 'allow' });
    const { order } = input;
    const { payments, clock, ids } = this.deps;
    const now = clock.now().toISOString();
    const proof = { fileKey: input.fileKey, name, submittedAt: now };
    const { payment, created } = await this.opener.open({
      order,
      method: 'manual_momo',
      reuses: (open) => open.status === 'AWAITING_VERIFICATION',
      build: () => ({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        method: 'manual_momo',
        amount: order.total,
        currency: 'RWF',
        status: 'AWAITING_VERIFICATION',
        referenceId: ids.uuid(),
        attempts: 0,
        createdAt: now,
        updatedAt: now,
        openOrderId: order.orderId,
        proof,
        proofName: name,
      }),
    });
    if (created) return toPaymentView(payment);
    const replaced = await payments.transition(payment.id, ['AWAITING_VERIFICATION'], { set: { proof, proofName: name, updatedAt: now } });
    if (!replaced) throw new AppError('conflict', M.alreadySettled);
    return toPaymentView(replaced);
  }
}
