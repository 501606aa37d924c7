import { isObjectId, ORDER_LIMITS } from '@shop/contracts';
import { AppError, isOrderStatus, orderStatusChangeRefusal } from '@shop/domain';
import type { OrderView, UpdateOrderStatusInput } from '../../api/orders-api';
import { toOrderView, type OrderRecord, type ReservationState } from '../order/order';
import { statusChangedData } from '../order/order-event-data';
import { OrderStock } from '../order/order-stock';
import { transition, type Decision } from '../order/transition';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

const { trackingNumberLength: MAX_TRACKING_LENGTH, statusNotesLength: MAX_NOTES_LENGTH } = ORDER_LIMITS;

/**
 * An admin sets the status, the tracking number and notes; each change is recorded in the
 * order's history with who made it. The domain's rules apply: any move among the open statuses,
 * nothing out of delivered or cancelled (conflict). Cancelling releases stock still held, or puts
 * the units of a paid order back into the stock, and gives the coupon use back.
 *
 * order.status-changed is emitted once per change of status or tracking number: a request that
 * changes nothing (the same PATCH sent twice) is answered with the order as it is, and no event.
 */
export class UpdateOrderStatus {
  private readonly stock: OrderStock;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log' | 'unitOfWork'>) {
    this.stock = new OrderStock(deps);
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
    if (!isObjectId(input.actorId)) throw new AppError('forbidden', M.adminRequired);

    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = isObjectId(id) ? await this.deps.orders.findById(id) : null;
    if (!order) throw new AppError('not_found', M.orderNotFound);
    const now = this.deps.clock.now().toISOString();
    const decide = (o: OrderRecord): Decision => {
      const refusal = orderStatusChangeRefusal(o.status, to);
      if (refusal) throw new AppError('conflict', refusal, [{ path: 'status', message: refusal }]);
      const trackingChanged = tracking !== undefined && tracking !== (o.trackingNumber ?? '');
      const notesChanged = notes !== undefined && notes !== (o.adminNotes ?? '');
      if (o.status === to && !trackingChanged && !notesChanged) return null;
      const cancelling = to === 'cancelled' && o.status !== 'cancelled';
      const step = cancelling ? cancelStep(o) : undefined;
      // The shopper's money must go back: the order screen says so until an admin has dealt with it.
      const refund = cancelling && o.paymentInfo.status === 'paid' && !o.attention;
      return {
        condition: { status: [o.status], reservationState: [o.reservation.state] },
        change: {
          status: to,
          ...(trackingChanged ? { trackingNumber: tracking } : {}),
          ...(notesChanged ? { adminNotes: notes } : {}),
          ...(step ? { reservation: { state: step } } : {}),
          ...(refund ? { attention: { reason: 'refund_due' as const, message: M.attention.cancelled_after_payment(o.total), flaggedAt: now } } : {}),
          history: { at: now, by: input.actorId, event: 'status set by admin', from: o.status, to, note: notes },
          updatedAt: now,
        },
      };
    };
    // The change and its order.status-changed commit together.
    const result = await this.deps.unitOfWork.run(async () => {
      const moved = await transition(this.deps.orders, order, decide);
      if (moved.applied && (moved.before.status !== moved.after.status || (moved.before.trackingNumber ?? '') !== (moved.after.trackingNumber ?? ''))) {
        await this.deps.events.statusChanged(statusChangedData(moved.before, moved.after, { reason: 'admin', by: input.actorId, notes }));
      }
      return moved;
    });
    if (!result.applied) return toOrderView(result.current);
    return toOrderView(await this.stock.finish(result.after));
  }
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
