import { isAppError } from '@shop/domain';
import { CouponUsage } from '../coupon/coupon-usage';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import type { OrderRecord } from './order';
import { statusChangedData } from './order-event-data';
import { stockLineOf } from './order-line-key';

/**
 * The catalog side of an order's claimed step. A use case first moves the order to
 * `releasing`, `committing` or `reserving` (atomically, so one caller owns the step); these
 * finish it. Every catalog call is idempotent on the reference, so running a step twice (a
 * retry, the sweeper after a crash) is safe. A catalog that cannot be reached leaves the step
 * claimed for the sweeper to finish; it is never lost.
 */
export class OrderStock {
  private readonly usage: CouponUsage;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log' | 'unitOfWork'>) {
    this.usage = new CouponUsage(deps);
  }

  /** Finishes whichever step the order is in; returns the order as it is afterwards. */
  async finish(order: OrderRecord): Promise<OrderRecord> {
    switch (order.reservation.state) {
      case 'releasing':
        return this.finishRelease(order);
      case 'committing':
        return this.finishCommit(order);
      case 'reserving':
        return this.finishReReserve(order);
      case 'returning':
        return this.finishReturn(order);
      default:
        return order;
    }
  }

  private async finishRelease(order: OrderRecord): Promise<OrderRecord> {
    try {
      await this.deps.catalog.release(order.reservation.reference);
    } catch (error) {
      return this.later(order, error, 'release');
    }
    const released = await this.move(order, 'releasing', { state: 'released' });
    await this.usage.giveBack(released ?? order);
    return (await this.deps.orders.findAnyById(order.id)) ?? order;
  }

  /** A paid order cancelled: its sold units go back into the stock, its coupon use back to the coupon. */
  private async finishReturn(order: OrderRecord): Promise<OrderRecord> {
    try {
      await this.deps.catalog.returnToStock(order.reservation.reference);
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'conflict') return this.later(order, error, 'return');
      // The catalog holds no sale under this reference (it was released): nothing to put back.
      this.deps.log.warn({ orderId: order.id, reason: error.message }, 'no sold units to return for a cancelled order');
    }
    const returned = await this.move(order, 'returning', { state: 'returned' });
    await this.usage.giveBack(returned ?? order);
    return (await this.deps.orders.findAnyById(order.id)) ?? order;
  }

  private async finishCommit(order: OrderRecord): Promise<OrderRecord> {
    try {
      await this.deps.catalog.commit(order.reservation.reference);
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'conflict') return this.later(order, error, 'commit');
      // The catalog released it after all: try a fresh reservation rather than lose the payment.
      const next = await this.move(order, 'committing', nextReference(order));
      return next ? this.finishReReserve(next) : order;
    }
    return (await this.move(order, 'committing', { state: 'committed' })) ?? order;
  }

  /** A paid order whose stock had been released: reserve it again and commit, or flag it for an admin. */
  private async finishReReserve(order: OrderRecord): Promise<OrderRecord> {
    const { catalog, orders } = this.deps;
    const now = this.deps.clock.now().toISOString();
    try {
      await catalog.reserve(order.reservation.reference, order.items.map((line) => stockLineOf(line, line.quantity)));
      await catalog.commit(order.reservation.reference);
    } catch (error) {
      if (!isAppError(error) || (error.kind !== 'conflict' && error.kind !== 'not_found')) return this.later(order, error, 'reserve');
      const attention = { reason: 'paid_without_stock' as const, message: M.attention.paid_without_stock(error.message), flaggedAt: now };
      const flagged = await orders.update(order.id, { reservationState: ['reserving'] }, {
        reservation: { state: 'released' },
        attention,
        history: { at: now, by: 'system', event: 'attention', note: attention.message },
        updatedAt: now,
      });
      this.deps.log.warn({ orderId: order.id, reason: error.message }, 'paid order could not be re-reserved; flagged for an admin');
      return flagged ?? order;
    }
    const status = order.status === 'pending' || order.status === 'cancelled' ? 'confirmed' : order.status;
    // The change and its order.status-changed commit together.
    const committed = await this.deps.unitOfWork.run(async () => {
      const moved = await orders.update(order.id, { reservationState: ['reserving'] }, {
        reservation: { state: 'committed' },
        status,
        attention: null,
        history: { at: now, by: 'system', event: 'stock re-reserved and committed', from: order.status, to: status },
        updatedAt: now,
      });
      if (moved && moved.status !== order.status) {
        await this.deps.events.statusChanged(statusChangedData(order, moved, { reason: 'payment_paid', by: 'system' }));
      }
      return moved;
    });
    if (!committed) return order;
    await this.usage.recount(committed);
    return committed;
  }

  private async move(order: OrderRecord, from: OrderRecord['reservation']['state'], to: Partial<OrderRecord['reservation']>) {
    return this.deps.orders.update(order.id, { reservationState: [from] }, { reservation: to, updatedAt: this.deps.clock.now().toISOString() });
  }

  private later(order: OrderRecord, error: unknown, step: string): OrderRecord {
    this.deps.log.warn({ orderId: order.id, step, err: error }, 'catalog step did not complete; the sweeper will retry it');
    return order;
  }
}

/** The next reservation reference of an order: `<id>-2`, `<id>-3`... (a released reference cannot be reserved again). */
export function nextReference(order: OrderRecord): Partial<OrderRecord['reservation']> {
  const attempts = order.reservation.attempts + 1;
  return { reference: `${order.id}-${attempts}`, attempts, state: 'reserving' };
}
