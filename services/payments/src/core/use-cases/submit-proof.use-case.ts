import { AppError, PAYMENT_MESSAGES } from '@shop/domain';
import type { OrderToPay, PaymentView } from '../../api/payments-api';
import { assertPayableOrder, payableOrder } from '../payment/payable-order';
import { toPaymentView } from '../payment/payment';
import { PaymentOpener } from '../payment/payment-opener';
import type { ProofAnnouncement } from '../payment/proof-announcement';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';

/** Private proof keys, named by 128 random bits: `payment-proofs/<32 hex>.<png|jpg>`; nothing else is recorded. */
const FILE_KEY = /^payment-proofs\/([0-9a-f]{32})\.(png|jpg)$/;

/**
 * Manual USSD payment: the shopper paid by dialling the merchant code and sent a screenshot,
 * already checked and stored by the caller. The payment awaits an admin's verification, and
 * `payment.proof-submitted` tells orders (which holds the stock for the verification); a new
 * screenshot for the same order replaces the one awaiting it, and is announced again.
 */
export class SubmitProof {
  private readonly opener: PaymentOpener;

  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'orders' | 'clock' | 'ids'> & { proofs: ProofAnnouncement }) {
    this.opener = new PaymentOpener(deps);
  }

  async execute(input: OrderToPay & { fileKey: string }): Promise<PaymentView> {
    if (typeof input.fileKey !== 'string' || input.fileKey === '') {
      throw new AppError('invalid', PAYMENT_MESSAGES.proofRequired, [{ path: 'paymentProof', message: PAYMENT_MESSAGES.proofRequired }]);
    }
    const name = FILE_KEY.exec(input.fileKey)?.[1];
    if (!name) throw new AppError('invalid', M.proofMissing);
    const order = await payableOrder(this.deps.orders, input);
    assertPayableOrder(order, { whenCancelled: 'allow' });
    const { payments, clock, ids } = this.deps;
    const now = clock.now().toISOString();
    const proof = { fileKey: input.fileKey, name, submittedAt: now };
    // The event's id goes with the proof, in the same write; the outbox gets it right after.
    const announced = { proofEventId: ids.objectId(), proofEventRecorded: false };
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
        ...announced,
      }),
    });
    const submitted = created
      ? payment
      : await payments.transition(payment.id, ['AWAITING_VERIFICATION'], { set: { proof, proofName: name, updatedAt: now, ...announced } });
    if (!submitted) throw new AppError('conflict', M.alreadySettled);
    await this.deps.proofs.announce(submitted);
    return toPaymentView(submitted);
  }
}
