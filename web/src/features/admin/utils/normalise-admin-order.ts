import type { AdminOrder, AdminOrderAddress, AdminOrderItem, OrderAttention } from '../order-types';

type Loose = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

function item(raw: unknown): AdminOrderItem {
  const r = record(raw);
  const snapshot = record(r.productSnapshot);
  return {
    product: text(r.product) || text(record(r.product)._id),
    name: text(r.name) || text(snapshot.name),
    price: amount(r.price),
    quantity: Math.max(0, Math.trunc(amount(r.quantity))),
    image: text(snapshot.image),
  };
}

function address(raw: unknown): AdminOrderAddress {
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

function attention(raw: unknown): OrderAttention | undefined {
  const r = record(raw);
  const message = text(r.message);
  return message ? { reason: text(r.reason), message, flaggedAt: text(r.flaggedAt) } : undefined;
}

/**
 * An order from the server with every field the admin screens read filled in, so a missing
 * field shows as empty rather than breaking the list.
 */
export function normaliseAdminOrder(raw: unknown): AdminOrder {
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
    adminNotes: optionalText(r.adminNotes),
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
      reference: optionalText(payment.reference),
      failureReason: optionalText(payment.failureReason),
      paidAt: optionalText(payment.paidAt),
    },
    attention: attention(r.attention),
  };
}
