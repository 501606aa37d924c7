import type { Order, OrderAddress, OrderItem } from './order';

type Loose = Record<string, unknown>;

/** Readers of a loosely typed answer: a wrong or missing value reads as empty. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
export const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
export const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

function item(raw: unknown): OrderItem {
  const r = record(raw);
  const snapshot = record(r.productSnapshot);
  const name = text(snapshot.name) || text(r.name);
  return {
    product: text(r.product) || text(record(r.product)._id),
    name: text(r.name) || name,
    price: amount(r.price),
    quantity: Math.max(0, Math.trunc(amount(r.quantity))),
    productSnapshot: { name, category: text(snapshot.category), image: text(snapshot.image) },
  };
}

function address(raw: unknown): OrderAddress {
  const r = record(raw);
  return {
    firstName: text(r.firstName),
    lastName: text(r.lastName),
    email: text(r.email),
    phone: text(r.phone),
    street: text(r.street),
    city: text(r.city),
    district: text(r.district),
    postalCode: optionalText(r.postalCode),
    country: text(r.country),
  };
}

/**
 * An order from the server with every field the screens read filled in, so a missing
 * field shows as empty rather than breaking the page. Only the fields the shopper may see
 * are kept (the server also sends admin notes, which stay out of the shopper's screens;
 * the admin's screens add them, see normalise-admin-order.ts).
 */
export function normaliseOrder(raw: unknown): Order {
  const r = record(raw);
  const user = record(r.user);
  const payment = record(r.paymentInfo);
  const total = amount(r.total);
  return {
    _id: text(r._id),
    orderNumber: text(r.orderNumber),
    status: text(r.status),
    trackingNumber: optionalText(r.trackingNumber),
    orderNotes: text(r.orderNotes),
    createdAt: text(r.createdAt),
    updatedAt: text(r.updatedAt),
    subtotal: amount(r.subtotal),
    discount: amount(r.discount),
    couponCode: optionalText(r.couponCode),
    deliveryFee: amount(r.deliveryFee),
    total,
    items: Array.isArray(r.items) ? r.items.map(item) : [],
    user: { firstName: text(user.firstName), lastName: text(user.lastName), email: text(user.email) },
    shippingAddress: address(r.shippingAddress),
    paymentInfo: {
      method: text(payment.method),
      status: text(payment.status),
      amount: typeof payment.amount === 'number' ? payment.amount : total,
      currency: text(payment.currency) || 'RWF',
      reference: optionalText(payment.reference),
      failureReason: optionalText(payment.failureReason),
      paidAt: optionalText(payment.paidAt),
    },
    estimatedDelivery: optionalText(r.estimatedDelivery),
  };
}

/** True when `raw` looks like an order at all (an object with an order number). */
export function isOrderLike(raw: unknown): boolean {
  return Boolean(raw && typeof raw === 'object' && typeof (raw as Loose).orderNumber === 'string');
}
