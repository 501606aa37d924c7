import type { OrderStatusBody } from '@shop/contracts';

/** The body of PATCH /orders/{id}/status. */
export type { OrderStatusBody } from '@shop/contracts';

/**
 * What the status form sends: the status, and the tracking number and notes trimmed. A blank
 * tracking number is left out (the order keeps the one it has); notes are sent only when written.
 */
export function orderStatusBody(values: { status: string; trackingNumber: string; notes: string }): OrderStatusBody {
  const body: OrderStatusBody = { status: values.status };
  const trackingNumber = values.trackingNumber.trim();
  const notes = values.notes.trim();
  if (trackingNumber) body.trackingNumber = trackingNumber;
  if (notes) body.notes = notes;
  return body;
}
