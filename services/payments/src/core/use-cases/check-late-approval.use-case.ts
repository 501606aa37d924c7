import type { MobileMoneyStatusReport } from '../ports/mobile-money-gateway.port';
import { isUnanswered, walletOf, type PaymentRecord } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { Settlement } from '../settlement/settlement';

/**
 * A prompt we failed as 'timed out' may still be approved on the shopper's phone. It is asked
 * about again on a slower schedule for a while (and whenever a callback names it); an approval
 * found then is recorded and settled paid, once: orders decides whether the order can still take
 * it or must be refunded. A refusal, or the end of the window, ends the checks.
 */
export class CheckLateApproval {
  constructor(
    private readonly deps: Pick<PaymentsPorts, 'payments' | 'wallets' | 'clock' | 'logger' | 'rules'> & { settlement: Settlement },
  ) {}

  /** Checks every timed-out prompt whose turn has come; returns how many were looked at. */
  async checkDue(limit = 25): Promise<number> {
    const due = await this.deps.payments.findLateChecksDue(this.deps.clock.now().getTime(), limit);
    for (const payment of due) await this.check(payment);
    return due.length;
  }

  /** Asks the provider about one timed-out prompt now; returns the payment as it is after. */
  async check(payment: PaymentRecord): Promise<PaymentRecord> {
    const { payments, clock, rules } = this.deps;
    if (!isUnanswered(payment)) return payment;
    const now = clock.now();
    const next = now.getTime() + rules.lateCheckIntervalMs;
    const stillScheduled = payment.lateCheckUntil !== undefined && next <= payment.lateCheckUntil;
    // The next check is moved on before asking, so two rounds do not ask about it at once.
    const claimed = await payments.transition(
      payment.id,
      ['FAILED'],
      stillScheduled ? { set: { lateCheckAt: next, updatedAt: now.toISOString() } } : { set: { updatedAt: now.toISOString() }, unset: ['lateCheckAt', 'lateCheckUntil'] },
    );
    if (!claimed) return (await payments.findById(payment.id)) ?? payment;
    const report = await this.ask(claimed);
    if (report?.status === 'SUCCESSFUL') {
      const reference = report.financialTransactionId ? { providerReference: report.financialTransactionId } : {};
      this.deps.logger.info({ paymentId: claimed.id, orderId: claimed.orderId }, 'mobile-money prompt approved after it had timed out');
      return (await this.deps.settlement.settle(claimed, { status: 'SUCCESSFUL', note: M.approvedLate, approvedLate: true, ...reference }, ['FAILED'])).payment;
    }
    if (report?.status === 'FAILED') {
      return (await payments.transition(claimed.id, ['FAILED'], { set: { updatedAt: now.toISOString() }, unset: ['lateCheckAt', 'lateCheckUntil'] })) ?? claimed;
    }
    return claimed;
  }

  private async ask(payment: PaymentRecord): Promise<MobileMoneyStatusReport | null | undefined> {
    try {
      return await this.deps.wallets[walletOf(payment)].getStatus(payment.referenceId);
    } catch (error) {
      this.deps.logger.warn({ err: error, paymentId: payment.id }, 'late mobile-money status check failed');
      return undefined;
    }
  }
}
