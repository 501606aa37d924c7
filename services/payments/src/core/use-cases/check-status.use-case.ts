import { AppError } from '@shop/domain';
import type { PaymentView } from '../../api/payments-api';
import { toPaymentView } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { PollPayments } from './poll-payments.use-case';

/** A payment's state, asking the provider first while a mobile-money prompt is PENDING. */
export class CheckStatus {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'> & { poller: PollPayments }) {}

  async execute(input: { paymentId: string; userId?: string }): Promise<PaymentView> {
    const found = typeof input.paymentId === 'string' ? await this.deps.payments.findById(input.paymentId) : null;
    // Someone else's payment is answered exactly like one that does not exist.
    if (!found || (input.userId !== undefined && found.userId !== input.userId)) {
      throw new AppError('not_found', M.paymentNotFound);
    }
    const payment = found.method === 'momo' && found.status === 'PENDING' ? await this.deps.poller.poll(found) : found;
    return toPaymentView(payment);
  }
}
