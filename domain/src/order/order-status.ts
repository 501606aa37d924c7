export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ORDER_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

export const ORDER_STATUS_COLOURS = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'purple',
  shipped: 'indigo',
  delivered: 'green',
  cancelled: 'red',
} as const satisfies Record<OrderStatus, string>;

export type OrderStatusColour = (typeof ORDER_STATUS_COLOURS)[OrderStatus] | 'neutral';

/** Badge colour; a status the app does not know gets the neutral style. */
export function orderStatusColour(status: string): OrderStatusColour {
  return isOrderStatus(status) ? ORDER_STATUS_COLOURS[status] : 'neutral';
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

/**
 * SPEC lets an admin set statuses freely: any move among pending, confirmed, processing and
 * shipped (forward or back) is allowed. Delivered and cancelled are final: a parcel handed over
 * or an order whose stock went back cannot be reopened. Setting the current status again (to
 * add a tracking number or notes) is always allowed.
 */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || !isFinalOrderStatus(from);
}

/** Why an order cannot move from `from` to `to`; null when it can. */
export function orderStatusChangeRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canChangeOrderStatus(from, to)) return null;
  return `This order is ${from}; its status can no longer be changed`;
}

/** A real move to another status (staying put is not a transition). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return from !== to && canChangeOrderStatus(from, to);
}

/** The other statuses an order can be moved to, in display order. */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to));
}
