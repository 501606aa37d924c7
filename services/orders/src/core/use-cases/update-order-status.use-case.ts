import { AppError, isObjectIdString, isOrderStatus } from '@shop/domain';
import type { OrderView, UpdateOrderStatusInput } from '../../api/orders-api';
import { toOrderView } from '../order/order';
import { statusChangedData } from '../order/order-event-data';
import { OrderStock } from '../order/order-stock';
import { transition, type Decision } from '../order/transition';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

const MAX_TRACKING_LENGTH = 100;
const MAX_NOTES_LENGTH = 1000;

/**
 * An admin sets the status (any status: SPEC lets them, and each change is recorded in the
 * order's history with who made it), the tracking number and notes. Cancelling an order whose
 * stock is still held releases it and gives the coupon use back. Emits order.status-changed.
 */
export class UpdateOrderStatus {
  private readonly stock: OrderStock;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log'>) {
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
    if (!isObjectIdString(input.actorId)) throw new AppError('forbidden', M.adminRequired);

    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = isObjectIdString(id) ? await this.deps.orders.findById(id) : null;
    if (!order) throw new AppError('not_found', M.orderNotFound);
    const now = this.deps.clock.now().toISOString();
    const result = await transition(this.deps.orders, order, (o): Decision => {
      const releasing = to === 'cancelled' && o.reservation.state === 'reserved';
      return {
        condition: { status: [o.status], reservationState: [o.reservation.state] },
        change: {
          status: to,
          ...(tracking !== undefined ? { trackingNumber: tracking } : {}),
          ...(notes !== undefined ? { adminNotes: notes } : {}),
          ...(releasing ? { reservation: { state: 'releasing' as const } } : {}),
          history: { at: now, by: input.actorId, event: 'status set by admin', from: o.status, to, note: notes },
          updatedAt: now,
        },
      };
    });
    if (!result.applied) return toOrderView(result.current);
    await this.deps.events.statusChanged(statusChangedData(result.before, result.after, { reason: 'admin', by: input.actorId, notes }));
    return toOrderView(await this.stock.finish(result.after));
  }
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
