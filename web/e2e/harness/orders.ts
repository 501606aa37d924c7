import type { Order } from '@shop/contracts';
import { deliveryFeeFor } from '@shop/domain';

/**
 * Helpers for the order browser tests: place orders, pay them and move them along through
 * the real API the app under test serves (node fetch, no browser involved).
 */

export interface ApiOrder {
  _id: string;
  orderNumber: string;
  status: string;
  trackingNumber?: string;
  createdAt: string;
  updatedAt: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  estimatedDelivery?: string;
  items: { product: string; name: string; price: number; quantity: number; productSnapshot: { name: string; category: string; image: string } }[];
  user: { firstName: string; lastName: string; email: string };
  shippingAddress: { firstName: string; lastName: string; email: string; phone: string; street: string; city: string; district: string; country: string };
  paymentInfo: { method: string; status: string; amount: number; currency: string; wallet?: string; refunded?: number };
  fiscalReceipts?: Order['fiscalReceipts'];
  refunds?: Order['refunds'];
}

export interface OrderableProduct {
  _id: string;
  name: string;
  category: string;
  price: number;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

async function call<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/api/v1${path}`, baseUrl), {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok || !json.success) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * In-stock products under 50,000 RWF (so delivery costs 1,000), the best-stocked first: other
 * browser tests reserve stock too, so these leave plenty for everyone.
 */
export async function orderableProducts(baseUrl: string): Promise<OrderableProduct[]> {
  const page = await call<{ products: (OrderableProduct & { stock?: { quantity: number; reserved?: number }; variants?: unknown[] })[] }>(
    baseUrl,
    'GET',
    '/products?limit=100&page=1',
    null,
  );
  const left = (p: { stock?: { quantity: number; reserved?: number } }) => (p.stock?.quantity ?? 0) - (p.stock?.reserved ?? 0);
  return page.products
    // Sold as one thing: an order line of a product sold in variants names its variant.
    .filter((p) => p.price < 50_000 && left(p) >= 10 && (p.variants?.length ?? 0) === 0)
    .sort((a, b) => left(b) - left(a))
    .map(({ _id, name, category, price }) => ({ _id, name, category, price }));
}

export interface ShipTo {
  firstName: string;
  lastName: string;
  email: string;
  street?: string;
}

/** POST /orders for `quantity` of one product, paid by card later (method stripe, pending). */
export async function placeOrder(
  baseUrl: string,
  token: string,
  product: OrderableProduct,
  quantity: number,
  shipTo: ShipTo,
): Promise<ApiOrder> {
  const subtotal = product.price * quantity;
  const deliveryFee = deliveryFeeFor(subtotal);
  const total = subtotal + deliveryFee;
  return call<ApiOrder>(baseUrl, 'POST', '/orders', token, {
    items: [{ product: product._id, quantity, price: product.price, name: product.name }],
    subtotal,
    discount: 0,
    deliveryFee,
    total,
    shippingAddress: {
      firstName: shipTo.firstName,
      lastName: shipTo.lastName,
      email: shipTo.email,
      phone: '0788123456',
      street: shipTo.street ?? 'KG 11 Ave',
      city: 'Kigali',
      district: 'Gasabo',
      country: 'Rwanda',
    },
    paymentInfo: { method: 'stripe', status: 'pending', amount: total, currency: 'RWF' },
    orderNotes: '',
  });
}

export function getOrder(baseUrl: string, token: string, id: string): Promise<ApiOrder> {
  return call<ApiOrder>(baseUrl, 'GET', `/orders/${id}`, token);
}

/** Pays by card and waits until the settlement has reached the order (it travels through the outbox). */
export async function payByCard(
  baseUrl: string,
  token: string,
  order: ApiOrder,
  number = '4242424242424242',
  expect: 'paid' | 'failed' = 'paid',
): Promise<ApiOrder> {
  const response = await fetch(new URL('/api/v1/payments/card', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderId: order._id, card: { name: 'Test Shopper', number, expiry: '12/39', cvv: '123' } }),
  });
  if (expect === 'paid' && !response.ok) throw new Error(`POST /payments/card answered ${response.status}: ${await response.text()}`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const current = await getOrder(baseUrl, token, order._id);
    if (current.paymentInfo.status === expect) return current;
    if (Date.now() > deadline) throw new Error(`order ${order.orderNumber} payment stayed ${current.paymentInfo.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An admin's PATCH /orders/{id}/status. */
export function setOrderStatus(
  baseUrl: string,
  adminToken: string,
  id: string,
  status: string,
  trackingNumber?: string,
): Promise<ApiOrder> {
  return call<ApiOrder>(baseUrl, 'PATCH', `/orders/${id}/status`, adminToken, { status, ...(trackingNumber ? { trackingNumber } : {}) });
}

/** Sends a Mobile Money prompt to `phone` (a simulator test number) and waits until the order is paid. */
export async function payByMobileMoney(baseUrl: string, token: string, order: ApiOrder, phone: string): Promise<ApiOrder> {
  await call(baseUrl, 'POST', '/payments/momo/request', token, { orderId: order._id, phone });
  return waitForOrder(baseUrl, token, order._id, (current) => current.paymentInfo.status === 'paid', 'paid');
}

/** Reads the order until `done` holds (its changes travel through outboxes and events), for at most 20 s. */
export async function waitForOrder(baseUrl: string, token: string, id: string, done: (order: ApiOrder) => boolean, what: string): Promise<ApiOrder> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const current = await getOrder(baseUrl, token, id);
    if (done(current)) return current;
    if (Date.now() > deadline) throw new Error(`order ${current.orderNumber} never became ${what}: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An admin's refund of the whole order, or of chosen lines (POST /admin/orders/{id}/refunds). */
export function refundOrder(baseUrl: string, adminToken: string, id: string, lines?: Array<{ product: string; quantity: number }>): Promise<ApiOrder> {
  return call<ApiOrder>(baseUrl, 'POST', `/admin/orders/${id}/refunds`, adminToken, lines ? { lines } : {});
}
