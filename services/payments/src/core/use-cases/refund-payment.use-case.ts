import type { RefundRequestedData } from '@shop/contracts';
import type { PaymentRecord } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { RefundRecord } from '../refund/refund';
import { RefundSender, type RefundSenderPorts } from '../refund/refund-sender';

/**
 * Pays back what orders asked for (order.refund-requested), once per refund id, through the
 * provider that took the money: the refund is stored before the provider is called, so a crash
 * leaves it to the next round, never to a second payout. What a payment's refunds add up to never
 * exceeds what it took. A manual USSD payment was paid back by the shop itself: recorded as such.
 */
export class RefundPayment {
  private readonly sender: RefundSender;

  constructor(private readonly deps: RefundSenderPorts) {
    this.sender = new RefundSender(deps);
  }

  async execute(request: RefundRequestedData): Promise<RefundRecord> {
    const { refunds } = this.deps;
    const known = await refunds.findById(request.refundId);
    if (known) return known;
    const payment = await this.paymentOf(request);
    const refund = this.newRefund(request, payment);
    if (!(await refunds.insert(refund))) return (await refunds.findById(refund.id)) ?? refund;
    if (request.method === 'manual_momo') return this.sender.settle.settle(refund, { state: 'succeeded', reason: M.refundManual });
    if (!payment) return this.sender.settle.settle(refund, { state: 'failed', reason: M.refundNoPayment });
    const earlier = (await refunds.listForPayment(payment.id)).filter((other) => other.id !== refund.id && other.state !== 'failed');
    if (earlier.reduce((sum, other) => sum + other.amount, 0) + refund.amount > payment.amount) {
      return this.sender.settle.settle(refund, { state: 'failed', reason: M.refundExceedsPayment });
    }
    return this.sender.advance(refund);
  }

  /** The settled payment the order was paid with, as orders named it (or the order's successful one). */
  private async paymentOf(request: RefundRequestedData): Promise<PaymentRecord | null> {
    const { payments } = this.deps;
    const named = request.paymentId ? await payments.findById(request.paymentId) : null;
    const payment = named ?? (await payments.listForOrder(request.orderId)).find((candidate) => candidate.status === 'SUCCESSFUL') ?? null;
    return payment && payment.orderId === request.orderId && payment.status === 'SUCCESSFUL' ? payment : null;
  }

  private newRefund(request: RefundRequestedData, payment: PaymentRecord | null): RefundRecord {
    const now = this.deps.clock.now();
    const refund: RefundRecord = {
      id: request.refundId,
      orderId: request.orderId,
      orderNumber: request.orderNumber,
      method: payment?.method ?? request.method,
      amount: request.amount,
      state: 'requested',
      referenceId: this.deps.ids.uuid(),
      attempts: 0,
      // Should this process stop before the provider answers, the poller takes it from here.
      nextCheckAt: now.getTime() + this.deps.rules.refundCheckIntervalMs,
      deadlineAt: now.getTime() + this.deps.rules.refundDeadlineMs,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    if (payment) refund.paymentId = payment.id;
    if (payment?.wallet) refund.wallet = payment.wallet;
    if (request.method === 'manual_momo') refund.manual = true;
    return refund;
  }
}
