// What must hold in the files after any number of kills. Each check returns its violations, each
// one line with the data that shows it, so a failure says exactly what was lost or doubled.
import type { Acknowledged, Product } from './checkout-load';
import { readCollection, readMailFolder, type MailFile } from './store-files';

interface StoredOrder {
  _id: string;
  orderNumber: string;
  userId: string;
  stage: string;
  status: string;
  items: Array<{ productId: string; quantity: number; price: number }>;
  total: number;
  idempotencyKey?: string;
  reservation: { reference: string; state: string };
}

interface OutboxEntry {
  _id: string;
  status: string;
  event: { id: string; type: string; data: { orderId: string; orderNumber: string } };
}

interface StoredProduct {
  _id: string;
  stock: { quantity: number; reserved: number; available: number };
  purchases: number;
}

interface StoredReservation {
  reference: string;
  state: string;
  items: Array<{ productId: string; quantity: number }>;
}

interface Delivery {
  _id: string;
  template: string;
  eventId: string;
  status: string;
  subject: string;
  attempts: number;
  nextAttemptAt?: string;
}

/** Everything the checks read, taken in one go. */
export interface ShopFiles {
  orders: StoredOrder[];
  ordersOutbox: OutboxEntry[];
  idempotencyKeys: Array<{ userId: string; key: string; state: string; orderId?: string }>;
  products: StoredProduct[];
  reservations: StoredReservation[];
  deliveries: Delivery[];
  /** The notifications consumers' record of the events they handled (`processed_events`). */
  handledEvents: Array<{ consumer: string; eventId: string; status: string }>;
  /** The notifications service's copy of each order it learnt of from order.placed. */
  orderCopies: Array<{ _id: string; orderId?: string; orderNumber?: string }>;
  mails: MailFile[];
}

export function readShopFiles(dataDir: string): ShopFiles {
  return {
    orders: readCollection<StoredOrder>(dataDir, 'orders', 'orders'),
    ordersOutbox: readCollection<OutboxEntry>(dataDir, 'orders', 'outbox'),
    idempotencyKeys: readCollection(dataDir, 'orders', 'idempotency_keys'),
    products: readCollection<StoredProduct>(dataDir, 'catalog', 'products'),
    reservations: readCollection<StoredReservation>(dataDir, 'catalog', 'stock_reservations'),
    deliveries: readCollection<Delivery>(dataDir, 'notifications', 'email_deliveries'),
    handledEvents: readCollection(dataDir, 'notifications', 'processed_events'),
    orderCopies: readCollection(dataDir, 'notifications', ORDER_COPIES),
    mails: readMailFolder(dataDir),
  };
}

export const ORDER_PLACED = 'order.placed';
const ORDER_COPIES = 'order_projections';
const ORDER_PLACED_TEMPLATE = 'order-placed';
const RECEIPT_SUBJECT = /^We received your order (\S+)$/;

const linesKey = (lines: Array<{ product?: string; productId?: string; quantity: number; price?: number }>) =>
  lines
    .map((line) => `${line.product ?? line.productId}x${line.quantity}${line.price === undefined ? '' : `@${line.price}`}`)
    .sort()
    .join(',');

/** 1. Every acknowledged order is there, placed, with its number, lines and total. */
export function acknowledgedOrdersIntact(files: ShopFiles, acknowledged: Acknowledged[]): string[] {
  const byId = new Map(files.orders.map((order) => [order._id, order]));
  const violations: string[] = [];
  for (const ack of acknowledged) {
    const stored = byId.get(ack.orderId);
    const label = `order ${ack.orderId} (${ack.orderNumber}, acknowledged ${ack.status} in cycle ${ack.cycle}, key ${ack.request.key})`;
    if (!stored) {
      violations.push(`${label} is missing from orders/documents.sqlite`);
      continue;
    }
    const problems: string[] = [];
    if (stored.stage !== 'placed') problems.push(`stage ${stored.stage}`);
    if (stored.orderNumber !== ack.orderNumber) problems.push(`order number ${stored.orderNumber}`);
    if (stored.userId !== ack.request.shopper.userId) problems.push(`owner ${stored.userId}`);
    if (stored.total !== ack.total) problems.push(`total ${stored.total} instead of ${ack.total}`);
    if (linesKey(stored.items) !== linesKey(ack.lines)) problems.push(`lines ${linesKey(stored.items)} instead of ${linesKey(ack.lines)}`);
    if (problems.length) violations.push(`${label} changed: ${problems.join('; ')}`);
  }
  return violations;
}

/** The same, as the owner reads it through the API (`GET /api/v1/orders/:id`). */
export function answerMatches(ack: Acknowledged, status: number, order: { orderNumber?: string; total?: number; items?: Array<{ product: string; quantity: number; price: number }> } | undefined): string | undefined {
  const label = `order ${ack.orderId} (${ack.orderNumber}, cycle ${ack.cycle})`;
  if (status !== 200 || !order) return `${label}: its owner gets ${status} from GET /api/v1/orders/${ack.orderId}`;
  const problems: string[] = [];
  if (order.orderNumber !== ack.orderNumber) problems.push(`order number ${order.orderNumber}`);
  if (order.total !== ack.total) problems.push(`total ${order.total}`);
  if (linesKey(order.items ?? []) !== linesKey(ack.lines)) problems.push(`lines ${linesKey(order.items ?? [])}`);
  return problems.length ? `${label} reads differently through the API: ${problems.join('; ')}` : undefined;
}

export interface StockSummary {
  productId: string;
  initial: number;
  quantity: number;
  reserved: number;
  available: number;
  purchases: number;
  reservedByReservations: number;
  soldByReservations: number;
}

/**
 * 2. Per product: quantity = reserved + available; quantity + purchases = the initial stock; the
 * units reserved are exactly the lines of the reservations in state `reserved`, and the units sold
 * exactly those of `committed` ones; every placed order still holding stock has its reservation,
 * whole. A `reserved` reservation without a placed order is a placement cut off after its stock
 * was taken: the orders sweeper releases it later (reported, not a violation).
 */
export function stockAddsUp(files: ShopFiles, products: Product[]): { violations: string[]; summary: StockSummary[]; orphanReservations: StoredReservation[] } {
  const violations: string[] = [];
  const summary: StockSummary[] = [];
  const byId = new Map(files.products.map((product) => [product._id, product]));
  const linesIn = (state: string, productId: string) =>
    files.reservations
      .filter((reservation) => reservation.state === state)
      .flatMap((reservation) => reservation.items)
      .filter((line) => line.productId === productId)
      .reduce((sum, line) => sum + line.quantity, 0);
  for (const product of products) {
    const stored = byId.get(product.id);
    if (!stored) {
      violations.push(`product ${product.id} (${product.name}) is missing from catalog/documents.sqlite`);
      continue;
    }
    const { quantity, reserved, available } = stored.stock;
    const row: StockSummary = {
      productId: product.id,
      initial: product.initialStock,
      quantity,
      reserved,
      available,
      purchases: stored.purchases,
      reservedByReservations: linesIn('reserved', product.id),
      soldByReservations: linesIn('committed', product.id),
    };
    summary.push(row);
    const data = JSON.stringify(row);
    if (quantity !== reserved + available) violations.push(`product ${product.name}: quantity ≠ reserved + available ${data}`);
    if (quantity + stored.purchases !== product.initialStock) violations.push(`product ${product.name}: quantity + purchases ≠ initial stock ${data}`);
    if (reserved !== row.reservedByReservations) violations.push(`product ${product.name}: reserved ≠ the lines of reservations in state reserved ${data}`);
    if (stored.purchases !== row.soldByReservations) violations.push(`product ${product.name}: purchases ≠ the lines of committed reservations ${data}`);
    if (reserved < 0 || available < 0) violations.push(`product ${product.name}: negative stock ${data}`);
  }

  const reservations = new Map(files.reservations.map((reservation) => [reservation.reference, reservation]));
  const placed = files.orders.filter((order) => order.stage === 'placed');
  for (const order of placed.filter((o) => o.reservation.state === 'reserved')) {
    const reservation = reservations.get(order.reservation.reference);
    if (!reservation || reservation.state !== 'reserved') {
      violations.push(`placed order ${order._id} (${order.orderNumber}) holds no stock: its reservation ${order.reservation.reference} is ${reservation ? reservation.state : 'missing'}`);
    } else if (linesKey(reservation.items) !== linesKey(order.items.map(({ productId, quantity }) => ({ productId, quantity })))) {
      violations.push(`placed order ${order._id} (${order.orderNumber}) reserved ${linesKey(reservation.items)} for lines ${linesKey(order.items)}`);
    }
  }
  const placedRefs = new Set(placed.map((order) => order.reservation.reference));
  const orphanReservations = files.reservations.filter((reservation) => reservation.state === 'reserved' && !placedRefs.has(reservation.reference));
  return { violations, summary, orphanReservations };
}

export interface MailSummary {
  orderPlacedEntries: number;
  receipts: number;
  /** Orders whose order.placed never reached the notifications consumer, or reached it and sent nothing. */
  lost: number;
  /** Orders e-mailed more than once, or with a second copy still to come. */
  doubled: number;
  /** Sends recorded before a kill and not made yet: the retry scheduler makes them later. */
  owed: string[];
}

/**
 * 3. Every order.placed in the orders outbox is published and its receipt e-mailed exactly once;
 * no receipt for an order that was never placed. A send still pending in the send log is owed
 * (the retry scheduler sends it a minute after it was recorded): fine when no copy of it is in the
 * folder yet, or when the one there is filed under that send (its key), which the resend replaces.
 */
export function receiptsOncePerOrder(files: ShopFiles): { violations: string[]; summary: MailSummary } {
  const violations: string[] = [];
  const entries = files.ordersOutbox.filter((entry) => entry.event.type === ORDER_PLACED);
  const receipts = new Map<string, MailFile[]>();
  for (const mail of files.mails) {
    const number = RECEIPT_SUBJECT.exec(mail.subject)?.[1];
    if (number) receipts.set(number, [...(receipts.get(number) ?? []), mail]);
  }
  const pendingByEvent = new Map(
    files.deliveries.filter((d) => d.template === ORDER_PLACED_TEMPLATE && d.status === 'pending').map((d) => [d.eventId, d]),
  );
  const deliveriesByEvent = new Map<string, Delivery[]>();
  for (const delivery of files.deliveries.filter((d) => d.template === ORDER_PLACED_TEMPLATE)) {
    deliveriesByEvent.set(delivery.eventId, [...(deliveriesByEvent.get(delivery.eventId) ?? []), delivery]);
  }
  const handled = new Map(files.handledEvents.filter((e) => e.consumer === 'notifications.order-placed').map((e) => [e.eventId, e.status]));
  const copies = new Set(files.orderCopies.map((copy) => copy.orderId ?? copy._id));
  const owed: string[] = [];
  let lost = 0;
  let doubled = 0;
  /** Listed after the rest: there may be hundreds. */
  const lostReceipts: string[] = [];
  const numbers = new Set<string>();
  for (const entry of entries) {
    const { orderId, orderNumber } = entry.event.data;
    numbers.add(orderNumber);
    const mails = receipts.get(orderNumber) ?? [];
    const pending = pendingByEvent.get(entry.event.id);
    const sends = deliveriesByEvent.get(entry.event.id) ?? [];
    const data = JSON.stringify({
      orderId,
      orderNumber,
      eventId: entry.event.id,
      outboxStatus: entry.status,
      consumed: handled.get(entry.event.id) ?? 'never',
      notificationsKnowsOrder: copies.has(orderId),
      mails: mails.map((m) => m.file),
      sendLog: sends.map((d) => ({ status: d.status, attempts: d.attempts, nextAttemptAt: d.nextAttemptAt })),
    });
    if (entry.status !== 'published') violations.push(`order.placed of ${orderNumber} was never published: ${data}`);
    if (pending) {
      const replaced = mails.length === 1 && mails[0]!.file.endsWith(`-${pending._id}.eml`);
      if (mails.length > 0 && !replaced) {
        doubled += 1;
        violations.push(`receipt of ${orderNumber} is in the mail folder under another name and still pending in the send log, so the retry sends a second one: ${data}`);
      } else owed.push(orderNumber);
      continue;
    }
    if (mails.length === 0) {
      lost += 1;
      lostReceipts.push(`order ${orderNumber} was placed (order.placed in the outbox) but no receipt was e-mailed: ${data}`);
    }
    if (mails.length > 1) {
      doubled += 1;
      violations.push(`receipt of ${orderNumber} e-mailed ${mails.length} times: ${data}`);
    }
    if (sends.length > 1) violations.push(`order.placed of ${orderNumber} logged ${sends.length} sends: ${data}`);
  }
  for (const [number, mails] of receipts) {
    if (!numbers.has(number)) violations.push(`receipt for ${number}, an order without order.placed: ${mails.map((m) => m.file).join(', ')}`);
  }
  return { violations: [...violations, ...lostReceipts], summary: { orderPlacedEntries: entries.length, receipts: [...receipts.values()].reduce((n, m) => n + m.length, 0), lost, doubled, owed } };
}

/** No two placed orders of a shopper share an Idempotency-Key. */
export function oneOrderPerKey(files: ShopFiles): string[] {
  const byKey = new Map<string, StoredOrder[]>();
  for (const order of files.orders.filter((o) => o.stage === 'placed' && o.idempotencyKey)) {
    const key = `${order.userId}/${order.idempotencyKey}`;
    byKey.set(key, [...(byKey.get(key) ?? []), order]);
  }
  return [...byKey.entries()]
    .filter(([, orders]) => orders.length > 1)
    .map(([key, orders]) => `Idempotency-Key ${key} has ${orders.length} placed orders: ${orders.map((o) => `${o._id} (${o.orderNumber})`).join(', ')}`);
}
