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

// The delivery flow, in order. Cancelled is off to the side.
const FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

/**
 * The normal, server-enforced flow: forward along pending → confirmed → processing →
 * shipped → delivered (skipping steps is allowed, going back is not), cancelling only
 * before the parcel is shipped, and nothing leaves delivered or cancelled. Setting the
 * current status again is not a transition.
 *
 * SPEC lets an admin set any status on screen: that override is a separate, audited
 * decision of the orders service and deliberately not expressed here.
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || isFinalOrderStatus(from)) return false;
  if (to === 'cancelled') return FLOW.indexOf(from) < FLOW.indexOf('shipped');
  return FLOW.indexOf(to) > FLOW.indexOf(from);
}

/** The statuses the normal flow allows next, in display order. */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to));
}
