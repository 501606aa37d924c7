import { AppError } from '@shop/domain';
import type { PaymentView } from '../../api/payments-api';
import { isUnanswered, toPaymentView, type PaymentRecord } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { CheckLateApproval } from './check-late-approval.use-case';
import type { PollPayments } from './poll-payments.use-case';

/**
 * A payment's state, asking the provider first while a mobile-money prompt is PENDING, or when
 * we failed it as timed out (it may have been approved since).
 */
export class CheckStatus {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'> & { poller: PollPayments; late: CheckLateApproval }) {}

  async execute(input: { paymentId: string; userId?: string }): Promise<PaymentView> {
    const found = typeof input.paymentId === 'string' ? await this.deps.payments.findById(input.paymentId) : null;
    // Someone else's payment is answered exactly like one that does not exist.
    if (!found || (input.userId !== undefined && found.userId !== input.userId)) {
      throw new AppError('not_found', M.paymentNotFound);
    }
    return toPaymentView(await askedNow(found, this.deps));
  }
}

/**
 * The payment as the provider says now: a PENDING prompt is polled, a prompt we failed for want
 * of an answer is checked for a late approval; any other payment is as stored.
 */
export function askedNow(payment: PaymentRecord, deps: { poller: PollPayments; late: CheckLateApproval }): Promise<PaymentRecord> {
  if (payment.method === 'momo' && payment.status === 'PENDING') return deps.poller.poll(payment);
  return isUnanswered(payment) ? deps.late.check(payment) : Promise.resolve(payment);
}
