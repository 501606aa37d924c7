import type { AuditActor } from '@shop/contracts';
import { AppError, receiptLineAmount, refundReceiptLines, unitsLeft, type ReceiptLine } from '@shop/domain';
import { FiscalBook } from '../fiscal/fiscal-book';
import { orderAction } from '../order/order-audit';
import type { OrderRecord } from '../order/order';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import { countsAgainstPayment, type RefundRecord } from './refund';

export interface RefundAsk {
  order: OrderRecord;
  /** Units to refund per line key; absent: everything still refundable, the delivery included. */
  returning?: ReadonlyMap<string, number>;
  /** The refunded goods go back into stock when the refund succeeds (a cancellation returns them itself). */
  restock: boolean;
  reason: string;
  /** The admin asking (id and e-mail from their verified token). */
  actor: AuditActor;
  /** `<orderId>:<Idempotency-Key>`. */
  idempotencyKey?: string;
}

/** Units of each line that earlier refunds (requested or succeeded) give back. */
export function unitsRefunded(refunds: RefundRecord[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of refunds.filter(countsAgainstPayment)) {
    for (const line of refund.lines) units.set(line.key, (units.get(line.key) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Claims a refund on a paid order: what is left to refund shrinks by its amount in the same
 * conditional update that records it (compare-and-set on the amount already claimed), so two
 * refunds asked at once can never add up to more than the shopper paid. The refund, the order's
 * change, order.refund-requested and its audit entry (payment.refunded) commit together: call it inside a unit of work.
 */
export class RefundClaims {
  private readonly book: FiscalBook;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'refunds' | 'events' | 'fiscal' | 'fiscalReceipts' | 'catalog' | 'clock' | 'random'>) {
    this.book = new FiscalBook(deps);
  }

  /** The refund and the order after it; null when the order changed meanwhile (read it again and retry). */
  async claim(ask: RefundAsk): Promise<{ refund: RefundRecord; order: OrderRecord } | null> {
    const { order } = ask;
    if (order.paymentInfo.status !== 'paid') throw new AppError('conflict', M.refundNotPaid);
    const earlier = await this.deps.refunds.listForOrder(order.id);
    const refunded = unitsRefunded(earlier);
    const lines = await this.linesOf(order, refunded, ask.returning);
    const amount = lines.reduce((sum, line) => sum + receiptLineAmount(line), 0);
    const claimed = order.paymentInfo.refundsClaimed ?? 0;
    if (lines.length === 0 || amount <= 0 || claimed + amount > order.total) throw new AppError('conflict', M.refundNothingLeft);
    // Airtel's refund names the payment, not an amount: it can only give the whole payment back.
    if (order.paymentInfo.wallet === 'airtel' && amount !== order.total) throw new AppError('conflict', M.refundAirtelWholeOnly);
    const now = this.deps.clock.now().toISOString();
    const after = await this.deps.orders.update(
      order.id,
      { paymentStatus: ['paid'], refundsClaimed: claimed },
      { paymentInfo: { refundsClaimed: claimed + amount }, history: { at: now, by: ask.actor.userId, event: 'refund requested', note: `${amount} RWF: ${ask.reason}` }, updatedAt: now },
    );
    if (!after) return null;
    const refund: RefundRecord = {
      id: this.deps.random.newId(),
      orderId: order.id,
      amount,
      state: 'requested',
      reason: ask.reason,
      lines,
      restock: ask.restock,
      requestedBy: ask.actor.userId,
      requestedAt: now,
    };
    if (order.paymentInfo.method === 'manual_momo') refund.manual = true;
    if (ask.idempotencyKey) refund.idempotencyKey = ask.idempotencyKey;
    await this.deps.refunds.insert(refund);
    await this.deps.events.refundRequested({
      refundId: refund.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      ...(order.paymentInfo.paymentId ? { paymentId: order.paymentInfo.paymentId } : {}),
      method: order.paymentInfo.method,
      amount,
      currency: 'RWF',
      reason: ask.reason,
      requestedBy: ask.actor.userId,
      requestedAt: now,
    });
    await this.deps.events.adminAction(
      orderAction('payment.refunded', ask.actor, after, [
        { field: 'refundsClaimed', before: claimed, after: claimed + amount },
        { field: 'refund', after: { refundId: refund.id, amount, reason: ask.reason, lines: lines.map((line) => ({ name: line.name, quantity: line.quantity })) } },
      ], now),
    );
    return { refund, order: after };
  }

  private async linesOf(order: OrderRecord, refunded: Map<string, number>, returning: ReadonlyMap<string, number> | undefined): Promise<ReceiptLine[]> {
    const sold = await this.book.soldLinesOf(order);
    try {
      return refundReceiptLines(sold, order.discount, refunded, returning ?? unitsLeft(sold, refunded));
    } catch (error) {
      if (error instanceof RangeError) throw new AppError('conflict', error.message);
      throw error;
    }
  }
}
