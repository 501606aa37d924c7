import type { MobileMoneyStatusReport } from '../ports/mobile-money-gateway.port';
import { walletOf, type PaymentRecord } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { Settlement } from '../settlement/settlement';

/**
 * The service asks the provider itself how a PENDING payment ended: every `pollIntervalMs`
 * (the first look sooner) until SUCCESSFUL or FAILED, or until the deadline, when the payment
 * fails as 'timed out' and late checks begin (CheckLateApproval). A card payment still PENDING
 * past its deadline was interrupted mid-charge and fails too.
 */
export class PollPayments {
  constructor(
    private readonly deps: Pick<PaymentsPorts, 'payments' | 'wallets' | 'clock' | 'logger' | 'rules'> & { settlement: Settlement },
  ) {}

  /** Polls every payment whose turn has come; returns how many were looked at. */
  async pollDue(limit = 25): Promise<number> {
    const due = await this.deps.payments.findDue(this.deps.clock.now().getTime(), limit);
    for (const payment of due) await this.poll(payment);
    return due.length;
  }

  /** Polls one payment now, unless another poll of it is under way; returns it as it is after. */
  async poll(payment: PaymentRecord): Promise<PaymentRecord> {
    const { payments, clock, rules } = this.deps;
    if (payment.status !== 'PENDING') return payment;
    const now = clock.now();
    const next = Math.min(now.getTime() + rules.pollIntervalMs, payment.deadlineAt ?? Number.POSITIVE_INFINITY);
    const claimed = await payments.claimPoll(payment.id, payment.nextPollAt, next, now.toISOString());
    if (!claimed) return (await payments.findById(payment.id)) ?? payment;
    if (claimed.method !== 'momo') return this.expireIfDue(claimed, now, M.cardInterrupted, false);
    const report = await this.ask(claimed);
    if (report === undefined || report?.status === 'PENDING') return this.expireIfDue(claimed, now, M.timedOut);
    // Not known there (yet): our request may still be on its way. Only the deadline decides.
    if (report === null) return this.expireIfDue(claimed, now, M.unknownAtProvider);
    if (report.status === 'SUCCESSFUL') {
      const outcome = report.financialTransactionId ? { providerReference: report.financialTransactionId } : {};
      return (await this.deps.settlement.settle(claimed, { status: 'SUCCESSFUL', ...outcome })).payment;
    }
    return this.fail(claimed, report.reason ?? 'FAILED');
  }

  /** The provider's report; undefined when it could not be asked (try again next round). */
  private async ask(payment: PaymentRecord): Promise<MobileMoneyStatusReport | null | undefined> {
    try {
      return await this.deps.wallets[walletOf(payment)].getStatus(payment.referenceId);
    } catch (error) {
      this.deps.logger.warn({ err: error, paymentId: payment.id }, 'mobile-money status poll failed');
      return undefined;
    }
  }

  /** Past the deadline, fails the payment; a prompt left unanswered is then checked late (`lateChecks`). */
  private async expireIfDue(payment: PaymentRecord, now: Date, reason: string, lateChecks = true): Promise<PaymentRecord> {
    if (payment.deadlineAt === undefined || now.getTime() < payment.deadlineAt) return payment;
    const { lateCheckIntervalMs, lateCheckWindowMs } = this.deps.rules;
    const late = lateChecks ? { next: now.getTime() + lateCheckIntervalMs, until: now.getTime() + lateCheckWindowMs } : undefined;
    return this.fail(payment, reason, late);
  }

  private async fail(payment: PaymentRecord, reason: string, lateChecks?: { next: number; until: number }): Promise<PaymentRecord> {
    const outcome = lateChecks ? { status: 'FAILED' as const, reason, lateChecks } : { status: 'FAILED' as const, reason };
    return (await this.deps.settlement.settle(payment, outcome, ['PENDING'])).payment;
  }
}
