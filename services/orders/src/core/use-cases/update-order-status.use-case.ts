import { isObjectId, ORDER_LIMITS } from '@shop/contracts';
import { AppError, isOrderStatus, orderStatusChangeRefusal } from '@shop/domain';
import type { OrderView, UpdateOrderStatusInput } from '../../api/orders-api';
import type { OrderRecord, ReservationState } from '../order/order';
import { auditActorOf, statusUpdateActions } from '../order/order-audit';
import { statusChangedData } from '../order/order-event-data';
import { OrderStock } from '../order/order-stock';
import { transition, type Decision } from '../order/transition';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { RefundClaims } from '../refund/refund-claims';
import { countsAgainstPayment } from '../refund/refund';
import { fullOrderView } from '../order/order-extras';
import type { OrdersPorts } from '../orders-ports';

const { trackingNumberLength: MAX_TRACKING_LENGTH, statusNotesLength: MAX_NOTES_LENGTH } = ORDER_LIMITS;

/**
 * An admin sets the status, the tracking number and notes; each change is recorded in the
 * order's history with who made it. The domain's rules apply: any move among the open statuses,
 * nothing out of delivered or cancelled (conflict). Cancelling releases stock still held, or puts
 * the units of a paid order back into the stock, and gives the coupon use back. Cancelling a paid
 * order refunds what is left of its payment (order.refund-requested, in the same unit of work).
 *
 * Each change an admin makes (status, tracking number, notes) is also an audit entry
 * (orders.admin-action, with the value before and after), in the same unit of work.
 *
 * order.status-changed is emitted once per change of status or tracking number: a request that
 * changes nothing (the same PATCH sent twice) is answered with the order as it is, and no event.
 */
export class UpdateOrderStatus {
  private readonly stock: OrderStock;
  private readonly refunds: RefundClaims;

  constructor(
    private readonly deps: Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log' | 'unitOfWork' | 'refunds' | 'fiscal' | 'fiscalReceipts' | 'random'>,
  ) {
    this.stock = new OrderStock(deps);
    this.refunds = new RefundClaims(deps);
  }

  async execute(input: UpdateOrderStatusInput): Promise<OrderView> {
    const to = typeof input.status === 'string' ? input.status.trim().toLowerCase() : '';
    const tracking = optionalText(input.trackingNumber);
    const notes = optionalText(input.notes);
    const errors = [];
    if (!isOrderStatus(to)) errors.push({ path: 'status', message: M.statusInvalid });
    if (tracking && tracking.length > MAX_TRACKING_LENGTH) errors.push({ path: 'trackingNumber', message: M.textTooLong('Tracking number', MAX_TRACKING_LENGTH) });
    if (notes && notes.length > MAX_NOTES_LENGTH) errors.push({ path: 'notes', message: M.textTooLong('Notes', MAX_NOTES_LENGTH) });
    if (errors.length > 0 || !isOrderStatus(to)) throw new AppError('invalid', errors[0]?.message ?? M.statusInvalid, errors);
    const actor = auditActorOf(input);
    if (!isObjectId(input.actorId) || !actor) throw new AppError('forbidden', M.adminRequired);

    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = isObjectId(id) ? await this.deps.orders.findById(id) : null;
    if (!order) throw new AppError('not_found', M.orderNotFound);
    // Units a refund gave back are back in stock already: cancelling would return them a second time.
    const returnedByRefunds = (await this.deps.refunds.listForOrder(order.id)).some((refund) => refund.restock && countsAgainstPayment(refund));
    const now = this.deps.clock.now().toISOString();
    const decide = (o: OrderRecord): Decision => {
      const refusal = orderStatusChangeRefusal(o.status, to);
      if (refusal) throw new AppError('conflict', refusal, [{ path: 'status', message: refusal }]);
      const trackingChanged = tracking !== undefined && tracking !== (o.trackingNumber ?? '');
      const notesChanged = notes !== undefined && notes !== (o.adminNotes ?? '');
      if (o.status === to && !trackingChanged && !notesChanged) return null;
      const cancelling = to === 'cancelled' && o.status !== 'cancelled';
      if (cancelling && returnedByRefunds) throw new AppError('conflict', M.cancelAfterLineRefunds, [{ path: 'status', message: M.cancelAfterLineRefunds }]);
      const step = cancelling ? cancelStep(o) : undefined;
      return {
        condition: { status: [o.status], reservationState: [o.reservation.state] },
        change: {
          status: to,
          ...(trackingChanged ? { trackingNumber: tracking } : {}),
          ...(notesChanged ? { adminNotes: notes } : {}),
          ...(step ? { reservation: { state: step } } : {}),
          history: { at: now, by: input.actorId, event: 'status set by admin', from: o.status, to, note: notes },
          updatedAt: now,
        },
      };
    };
    // The change, its order.status-changed and its audit entries commit together.
    const result = await this.deps.unitOfWork.run(async () => {
      const moved = await transition(this.deps.orders, order, decide);
      if (moved.applied && (moved.before.status !== moved.after.status || (moved.before.trackingNumber ?? '') !== (moved.after.trackingNumber ?? ''))) {
        await this.deps.events.statusChanged(statusChangedData(moved.before, moved.after, { reason: 'admin', by: input.actorId, notes }));
      }
      if (moved.applied) for (const action of statusUpdateActions(actor, moved.before, moved.after)) await this.deps.events.adminAction(action);
      if (!moved.applied || !refundOnCancel(moved.before, moved.after)) return moved;
      // The shopper's money goes back; the units come back with the cancellation itself.
      const refunded = await this.refunds.claim({ order: moved.after, restock: false, reason: M.refundReasonCancelled, actor });
      return refunded ? { ...moved, after: refunded.order } : moved;
    });
    if (!result.applied) return fullOrderView(this.deps, result.current);
    return fullOrderView(this.deps, await this.stock.finish(result.after));
  }
}

/** A paid order just cancelled, with money still to give back. */
function refundOnCancel(before: OrderRecord, after: OrderRecord): boolean {
  return before.status !== 'cancelled' && after.status === 'cancelled' && after.paymentInfo.status === 'paid' && (after.paymentInfo.refundsClaimed ?? 0) < after.total;
}

/** The stock step a cancellation claims: held stock is released, sold units are returned. */
function cancelStep(order: OrderRecord): ReservationState | undefined {
  switch (order.reservation.state) {
    case 'reserved':
      return 'releasing';
    case 'committed':
      return 'returning';
    case 'committing':
    case 'reserving':
      // A payment is being applied right now; its outcome decides what cancelling must undo.
      throw new AppError('conflict', M.paymentSettling);
    default:
      return undefined;
  }
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
