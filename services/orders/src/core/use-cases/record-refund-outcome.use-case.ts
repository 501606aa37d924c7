import type { PaymentRefundedData } from '@shop/contracts';
import { DELIVERY_LINE_KEY } from '@shop/domain';
import { FiscalBook } from '../fiscal/fiscal-book';
import { transition, type Decision } from '../order/transition';
import type { OrderRecord } from '../order/order';
import { lineOfKey, stockLineOf } from '../order/order-line-key';
import type { OrdersPorts } from '../orders-ports';
import type { RefundRecord } from '../refund/refund';

/**
 * Payments' word on a refund (payment.refunded). Succeeded: the refunded goods go back into stock
 * (when the refund returns them), the order counts the money as refunded and owes the tax
 * authority a refund receipt. Failed: the amount is refundable again. Once per refund: a
 * repeated event finds it settled and changes nothing.
 */
export class RecordRefundOutcome {
  private readonly book: FiscalBook;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'refunds' | 'fiscal' | 'fiscalReceipts' | 'catalog' | 'clock' | 'log' | 'unitOfWork'>) {
    this.book = new FiscalBook(deps);
  }

  async execute(outcome: PaymentRefundedData): Promise<void> {
    const refund = await this.deps.refunds.findById(outcome.refundId);
    if (!refund || refund.orderId !== outcome.orderId) {
      this.deps.log.warn({ refundId: outcome.refundId, orderId: outcome.orderId }, 'payment.refunded for a refund this service did not ask for');
      return;
    }
    if (refund.state !== 'requested') return;
    const succeeded = outcome.status === 'succeeded';
    // Before the refund is settled, so a failure here is retried with the event; restocking is idempotent on its reference.
    if (succeeded && refund.restock) await this.restock(refund);
    await this.deps.unitOfWork.run(async () => {
      const settled = await this.deps.refunds.settle(refund.id, {
        state: outcome.status,
        settledAt: outcome.settledAt,
        ...(succeeded ? {} : { failureReason: (outcome.reason ?? 'refused by the provider').slice(0, 300) }),
      });
      if (!settled) return;
      const order = await this.deps.orders.findById(refund.orderId);
      if (!order) return;
      const moved = await transition(this.deps.orders, order, (o) => this.decide(o, settled));
      if (succeeded && moved.applied) await this.book.queueRefund(moved.after, settled);
    });
  }

  private decide(order: OrderRecord, refund: RefundRecord): Decision {
    const now = this.deps.clock.now().toISOString();
    const claimed = order.paymentInfo.refundsClaimed ?? 0;
    const succeeded = refund.state === 'succeeded';
    const note = succeeded ? `${refund.amount} RWF` : `${refund.amount} RWF: ${refund.failureReason ?? ''}`;
    return {
      condition: { refundsClaimed: claimed },
      change: {
        paymentInfo: succeeded ? { refunded: (order.paymentInfo.refunded ?? 0) + refund.amount } : { refundsClaimed: Math.max(0, claimed - refund.amount) },
        history: { at: now, by: 'system', event: succeeded ? 'refund succeeded' : 'refund failed', note },
        updatedAt: now,
      },
    };
  }

  private async restock(refund: RefundRecord): Promise<void> {
    const lines = refund.lines.filter((line) => line.key !== DELIVERY_LINE_KEY).map((line) => stockLineOf(lineOfKey(line.key), line.quantity));
    if (lines.length > 0) await this.deps.catalog.restock(`${refund.orderId}-refund-${refund.id}`, lines);
  }
}
