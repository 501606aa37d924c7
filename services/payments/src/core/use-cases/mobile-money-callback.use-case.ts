import type { PaymentsPorts } from '../payments-ports';
import { isUnanswered } from '../payment/payment';
import type { CheckLateApproval } from './check-late-approval.use-case';
import type { PollPayments } from './poll-payments.use-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A provider callback names a payment (our reference id, or the order number as externalId).
 * Nothing in it is believed: it only brings that payment's next poll forward, or, for a prompt
 * we had failed as timed out, asks the provider whether it was approved late.
 */
export class MobileMoneyCallback {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'> & { poller: PollPayments; late: CheckLateApproval }) {}

  async execute(input: { referenceId?: string; externalId?: string }): Promise<void> {
    const { payments, poller, late } = this.deps;
    let payment = null;
    if (typeof input.referenceId === 'string' && UUID.test(input.referenceId)) {
      payment = await payments.findByReference(input.referenceId.toLowerCase());
    }
    if (!payment && typeof input.externalId === 'string' && input.externalId.length <= 50) {
      payment = await payments.findPendingMobileMoneyByOrderNumber(input.externalId);
    }
    if (payment?.method === 'momo' && payment.status === 'PENDING') await poller.poll(payment);
    else if (payment && isUnanswered(payment)) await late.check(payment);
  }
}
