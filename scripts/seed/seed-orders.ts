// `npm run seed -- --orders N`: N orders over the last two years, written in batches straight into
// the orders store by the orders service's own batch writer (its record, document mapping, indexes
// and dashboard projection, moved in the same transaction as each batch).
import {
  computeCartTotals,
  DEFAULT_DELIVERY_ZONES,
  KIGALI_DELIVERY_ZONE,
  orderDeliveryOf,
  phoneSearchWords,
  RWANDA_DISTRICTS,
  searchPrefixesOf,
  zoneForDistrict,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/domain';
import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH, orderBatchWriter, type HistoryEntry, type OrderLine, type OrderRecord, type ReservationState } from '@shop/orders';
import { newId, type Doc, type DocumentStore } from '../../platform/src/index';
import { seedCustomers, type SeededCustomer } from './seed-customers';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
const BATCH = 2000;
const KIGALI_OFFSET_MS = 2 * 3_600_000;
const KIGALI_DISTRICTS = ['Gasabo', 'Kicukiro', 'Nyarugenge'];
const STREETS = ['KG 7 Ave', 'KN 3 Rd', 'KK 15 Rd', 'KG 11 Ave', 'RN1', 'Main St', 'Market Rd'];

/** A product the store holds, as an order line needs it. */
export interface SaleableProduct {
  _id: string;
  name: string;
  price: number;
  category: string;
  images?: { primary?: string };
  fiscal?: OrderLine['fiscal'];
  variants?: Array<{ _id: string; price: number; options: string[] }>;
}

export interface OrdersSeedResult {
  orders: number;
  customers: number;
  ms: number;
}

/**
 * Where in the two years order number `fraction` (0 to 1) of the history falls: a shop that
 * grows, so a day now sees about twice the orders of a day two years ago.
 */
export function historyClock(now: Date): (fraction: number) => number {
  const oldest = now.getTime() - HISTORY_DAYS * DAY_MS;
  // Density ∝ 1 + p over p in [0, 1]: CDF (p + p²/2) / 1.5, inverted.
  return (fraction) => oldest + (Math.sqrt(1 + 3 * Math.min(1, Math.max(0, fraction))) - 1) * HISTORY_DAYS * DAY_MS;
}

/** Adds `count` orders (and about a quarter as many customers) to the orders and identity stores. */
export async function seedOrders(
  stores: { orders: DocumentStore; identity: DocumentStore; catalog: DocumentStore },
  count: number,
  options: { random: () => number; now: Date },
): Promise<OrdersSeedResult> {
  const started = performance.now();
  const { random, now } = options;
  const products = (await stores.catalog.collection<Doc & SaleableProduct>('products').find(
    { status: 'active' },
    { projection: { name: 1, price: 1, category: 1, images: 1, fiscal: 1, variants: 1 } },
  )).filter((product) => typeof product.price === 'number' && product.price > 0);
  if (products.length === 0) throw new Error('the catalog has no active product to sell');
  const timeAt = historyClock(now);
  const customers = await seedCustomers(stores.identity, Math.max(20, Math.min(200_000, Math.round(count / 4))), random, timeAt);

  const writer = await orderBatchWriter(stores.orders);
  const make = orderMaker(products, random, now, await writer.takenNumbers());
  for (let done = 0; done < count; done += BATCH) {
    const batch: OrderRecord[] = [];
    for (let i = done; i < Math.min(count, done + BATCH); i += 1) {
      const fraction = (i + random()) / count;
      const createdAt = Math.min(timeAt(fraction), now.getTime() - 60_000);
      const customer = customers[Math.floor(random() * Math.max(1, Math.ceil(fraction * customers.length)))]!;
      batch.push(make(customer, createdAt));
    }
    await writer.insertBatch(batch);
  }
  return { orders: count, customers: customers.length, ms: Math.round(performance.now() - started) };
}

function orderMaker(products: SaleableProduct[], random: () => number, now: Date, numbers: Set<string>) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const orderNumber = (at: Date): string => {
    const kigali = new Date(at.getTime() + KIGALI_OFFSET_MS);
    const month = `${String(kigali.getUTCFullYear() % 100).padStart(2, '0')}${String(kigali.getUTCMonth() + 1).padStart(2, '0')}`;
    for (;;) {
      let code = '';
      for (let c = 0; c < ORDER_CODE_LENGTH; c += 1) code += ORDER_CODE_ALPHABET[Math.floor(random() * ORDER_CODE_ALPHABET.length)];
      const number = `DS-${month}-${code}`;
      if (!numbers.has(number)) {
        numbers.add(number);
        return number;
      }
    }
  };
  return (customer: SeededCustomer, createdMs: number): OrderRecord => {
    const id = newId();
    const created = new Date(createdMs);
    const createdAt = created.toISOString();
    const items: OrderLine[] = [];
    for (let n = random() < 0.7 ? 1 : random() < 0.8 ? 2 : 3; items.length < n; ) {
      const product = pick(products);
      const variant = product.variants?.length ? pick(product.variants) : undefined;
      const line: OrderLine = {
        productId: product._id,
        name: product.name,
        price: variant?.price ?? product.price,
        quantity: random() < 0.85 ? 1 : 2,
        category: product.category,
        image: product.images?.primary ?? '',
      };
      if (variant) Object.assign(line, { variantId: variant._id, variantLabel: variant.options.join(' / ') });
      if (product.fiscal) line.fiscal = product.fiscal;
      items.push(line);
    }
    const district = random() < 0.65 ? pick(KIGALI_DISTRICTS) : pick(RWANDA_DISTRICTS as readonly string[]);
    const zone = zoneForDistrict(DEFAULT_DELIVERY_ZONES, district) ?? KIGALI_DELIVERY_ZONE;
    const totals = computeCartTotals(items.map((line) => ({ price: line.price, quantity: line.quantity })), null, zone);
    const method: PaymentMethod = random() < 0.55 ? 'momo' : random() < 0.6 ? 'manual_momo' : 'stripe';
    const ageDays = (now.getTime() - createdMs) / DAY_MS;
    const { status, paid, refunded } = outcome(random(), ageDays);
    const number = orderNumber(created);
    const paidAt = paid ? new Date(createdMs + (method === 'manual_momo' ? 20 + random() * 600 : 1 + random() * 10) * 60_000) : undefined;
    const history: HistoryEntry[] = [{ at: createdAt, by: customer.id, event: 'placed', to: 'pending' }];
    if (paidAt) history.push({ at: paidAt.toISOString(), by: 'system', event: 'paid' });
    if (status !== 'pending') history.push({ at: new Date(Math.max(createdMs, paidAt?.getTime() ?? 0) + 3_600_000).toISOString(), by: 'admin', event: 'status', from: 'pending', to: status });
    const reservation: ReservationState = paid ? (status === 'cancelled' ? 'returned' : 'committed') : 'released';
    const address = {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      street: pick(STREETS),
      city: KIGALI_DISTRICTS.includes(district) ? 'Kigali' : district,
      district,
      country: 'Rwanda' as const,
    };
    const updatedAt = history.at(-1)!.at;
    return {
      id,
      orderNumber: number,
      userId: customer.id,
      stage: 'placed',
      customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
      status,
      orderNotes: '',
      items,
      subtotal: totals.subtotal,
      discount: totals.discount,
      couponUsage: 'none',
      deliveryFee: totals.deliveryFee,
      delivery: orderDeliveryOf(zone, district, totals.deliveryFee),
      total: totals.total,
      shippingAddress: address,
      paymentInfo: {
        method,
        status: paid ? 'paid' : status === 'cancelled' ? (random() < 0.5 ? 'failed' : 'pending') : method === 'manual_momo' ? 'awaiting_verification' : 'pending',
        amount: totals.total,
        currency: 'RWF',
        ...(paidAt ? { paidAt: paidAt.toISOString(), reference: `SEED-${id.slice(-10)}` } : {}),
        ...(refunded ? { refunded: refunded === 'whole' ? totals.total : items[0]!.price, refundsClaimed: refunded === 'whole' ? totals.total : items[0]!.price } : {}),
        ...(paid && method !== 'stripe' ? { wallet: random() < 0.7 ? 'mtn' : 'airtel' } : {}),
      },
      reservation: { reference: id, state: reservation, expiresAt: new Date(createdMs + 30 * 60_000).toISOString(), attempts: 1 },
      history,
      ...(status === 'shipped' || status === 'delivered' ? { trackingNumber: `RW${id.slice(-8).toUpperCase()}` } : {}),
      smsUpdates: random() < 0.4,
      language: random() < 0.7 ? 'en' : random() < 0.5 ? 'rw' : 'fr',
      // As placement makes them: number, names, e-mails and the delivery phone as it is searched.
      searchPrefixes: searchPrefixesOf([number, customer.firstName, customer.lastName, customer.email, address.firstName, address.lastName, address.email, ...phoneSearchWords(address.phone)]),
      createdAt,
      updatedAt,
    } as OrderRecord;
  };
}

/**
 * How an order ended up, by its age: old orders are delivered (or cancelled, some after payment and
 * refunded); recent ones are still on their way. Unpaid orders still waiting are a few hours old at
 * most (older ones expired: cancelled).
 */
function outcome(roll: number, ageDays: number): { status: OrderStatus; paid: boolean; refunded?: 'whole' | 'part' } {
  if (roll < 0.07) return { status: 'cancelled', paid: false };
  if (roll < 0.1) return { status: 'cancelled', paid: true, refunded: 'whole' };
  if (ageDays < 0.2 && roll < 0.3) return { status: 'pending', paid: false };
  if (ageDays < 1 && roll < 0.5) return { status: 'pending', paid: true };
  if (ageDays < 2 && roll < 0.7) return { status: 'confirmed', paid: true };
  if (ageDays < 3 && roll < 0.8) return { status: 'processing', paid: true };
  if (ageDays < 6 && roll < 0.95) return { status: 'shipped', paid: true };
  return { status: 'delivered', paid: true, ...(roll > 0.985 ? { refunded: 'part' as const } : {}) };
}
