import { normaliseOrder, optionalText, record, text } from '@/lib/normalise-order';
import type { AdminOrder, OrderAttention } from '../order-types';

function attention(raw: unknown): OrderAttention | undefined {
  const r = record(raw);
  const message = text(r.message);
  return message ? { reason: text(r.reason), message, flaggedAt: text(r.flaggedAt) } : undefined;
}

/**
 * An order from the server as the shopper's screens read it (every field filled in, so a
 * missing field shows as empty rather than breaking the list), with what only the admin
 * reads: the admin notes and a flag that needs attention.
 */
export function normaliseAdminOrder(raw: unknown): AdminOrder {
  const order = normaliseOrder(raw);
  const r = record(raw);
  return {
    ...order,
    adminNotes: optionalText(r.adminNotes),
    items: order.items.map(({ productSnapshot, ...line }) => ({ ...line, image: productSnapshot.image })),
    attention: attention(r.attention),
  };
}
