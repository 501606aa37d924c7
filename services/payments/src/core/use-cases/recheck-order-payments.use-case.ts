import { isObjectId, type PaymentCheckRequestedData } from '@shop/contracts';
import { isUnanswered, type PaymentRecord } from '../payment/payment';
import type { PaymentsPorts } from '../payments-ports';
import { askedNow } from './check-status.use-case';
import type { CheckLateApproval } from './check-late-approval.use-case';
import type { PollPayments } from './poll-payments.use-case';

/**
 * An order's owner asked whether their payment went through (`payment.check-requested`, from
 * orders): the provider is asked now about the order's open mobile-money prompt and about one
 * that timed out (it may have been approved since). Only the owner's payments are looked at. An
 * outcome is settled and announced as the poller would; nothing is set from the request itself.
 * A provider that cannot be reached leaves the payment to the poller's next round.
 */
export class RecheckOrderPayments {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'logger'> & { poller: PollPayments; late: CheckLateApproval }) {}

  /** How many payments the provider was asked about. */
  async execute(request: PaymentCheckRequestedData): Promise<number> {
    if (!isObjectId(request.orderId)) return 0;
    const payments = await this.deps.payments.listForOrder(request.orderId.toLowerCase());
    const owner = request.userId.toLowerCase();
    const open = payments.filter((payment) => payment.userId.toLowerCase() === owner && askable(payment));
    for (const payment of open) {
      await askedNow(payment, this.deps).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, paymentId: payment.id }, 'payment re-check failed; the poller will ask again'),
      );
    }
    return open.length;
  }
}

const askable = (payment: PaymentRecord) => (payment.method === 'momo' && payment.status === 'PENDING') || isUnanswered(payment);
