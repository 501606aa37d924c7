import { AppError, canonicalDistrict, COUPON_MESSAGES, orderDeliveryOf, phoneSearchWords, searchPrefixesOf, type AppliedCoupon, type CartTotals, type DeliveryZone } from '@shop/domain';
import type { PlacedOrder, PlaceOrderInput } from '../../api/orders-api';
import { CouponCheck, type CouponVerdict } from '../coupon/coupon-check';
import { CouponUsage } from '../coupon/coupon-usage';
import { IdempotencyGuard, type IdempotencyOptions } from '../order/idempotency-guard';
import { toOrderView, type OrderLine, type OrderRecord } from '../order/order';
import { orderPlacedData } from '../order/order-event-data';
import { parseOrderInput, type ParsedOrder } from '../order/order-input';
import { stockLineOf } from '../order/order-line-key';
import { newOrderNumber } from '../order/order-number';
import { assertClientFigures, deliveryZoneOf, figuresOf, linesFromCatalogue, serverTotals } from '../order/pricing';
import { DeliveryZoneTable } from './delivery-zones.use-case';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts, OrdersSettings } from '../orders-ports';
import type { CustomerDetails } from '../ports/customers.port';
import { OrderNumberTakenError } from '../ports/order-repository.port';

const ORDER_NUMBER_ATTEMPTS = 8;

/**
 * A signed-in shopper places an order (SPEC section 3's payload), read top to bottom: every field
 * checked (parseOrderInput), then, with an Idempotency-Key, the same request answered with the same
 * order, once, however many copies arrive at the same time; then the placement itself.
 */
export class PlaceOrder {
  private readonly guard: IdempotencyGuard;
  private readonly coupons: CouponCheck;
  private readonly usage: CouponUsage;
  private readonly zones: DeliveryZoneTable;

  constructor(
    private readonly deps: OrdersPorts & { settings: OrdersSettings },
    idempotency: IdempotencyOptions = {},
  ) {
    this.guard = new IdempotencyGuard(deps, idempotency);
    this.coupons = new CouponCheck(deps);
    this.usage = new CouponUsage(deps);
    this.zones = new DeliveryZoneTable(deps);
  }

  async execute(input: PlaceOrderInput): Promise<PlacedOrder> {
    const parsed = parseOrderInput(input);
    if (!parsed.idempotencyKey) return { order: toOrderView(await this.place(parsed)), replayed: false };
    const { userId } = parsed;
    const key = parsed.idempotencyKey;
    const { orderId, replayed } = await this.guard.run(userId, key, requestOf(parsed), async () => {
      // A claim taken over from a request that died after placing its order must not place a second one.
      const earlier = await this.deps.orders.findByIdempotencyKey(userId, key);
      return (earlier ?? (await this.place(parsed))).id;
    });
    const order = await this.deps.orders.findById(orderId);
    if (!order) throw new AppError('not_found', M.orderNotFound);
    return { order: toOrderView(order), replayed };
  }

  /**
   * Places one order: the delivery zone of its district, the customer as identity knows them, prices from the catalogue, the coupon
   * re-validated for this shopper, the client's figures checked, then the order written (hidden
   * while `placing`), a first-order coupon checked again against the shopper's other orders, the
   * coupon use counted and the stock reserved under the order id; last, in one unit of work, the
   * order shown and order.placed recorded in the outbox. Any failure undoes what was done; a crash
   * half-way leaves a `placing` order that the sweeper cleans up.
   */
  private async place(parsed: ParsedOrder): Promise<OrderRecord> {
    const { catalog, orders, random, customers } = this.deps;
    const zone = deliveryZoneOf(await this.zones.current(), parsed.shippingAddress.district);
    const [account, products] = await Promise.all([
      customers.details(parsed.userId),
      catalog.getProducts(parsed.lines.map((line) => line.productId)),
    ]);
    const customer = customerOf(account, parsed.shippingAddress);
    const lines = linesFromCatalogue(parsed, products);
    const id = random.newId();
    const code = parsed.couponCode ?? (await this.cartCoupon(parsed.cartId));
    const verdict = code ? await this.checkCoupon(code, parsed, customer.email, lines, id, zone) : undefined;
    const coupon = verdict?.ok ? verdict.coupon : undefined;
    const totals = serverTotals(lines, coupon, zone);
    assertClientFigures(parsed, lines, totals);

    let order = await this.insert(id, parsed, customer, lines, totals, zone, coupon);
    try {
      if (coupon && verdict?.ok) {
        await this.checkStillFirstOrder(order, verdict, lines, zone);
        order = await this.countCoupon(order, coupon, verdict, lines, zone);
      }
      await catalog.reserve(order.reservation.reference, lines.map((line) => stockLineOf(line, line.quantity)));
    } catch (error) {
      await this.undo(order);
      throw error;
    }
    const now = this.deps.clock.now().toISOString();
    const placed = await this.deps.unitOfWork.run(async () => {
      const done = await orders.update(id, { stage: ['placing'] }, { stage: 'placed', reservation: { state: 'reserved' }, updatedAt: now });
      if (done) await this.deps.events.orderPlaced(orderPlacedData(done));
      return done;
    });
    if (!placed) {
      // The sweeper judged this placement dead and abandoned it; it releases what we reserved.
      await this.undo(order);
      throw new AppError('unavailable', M.placementAbandoned);
    }
    return placed;
  }

  private async cartCoupon(cartId: string | undefined): Promise<string | undefined> {
    return cartId ? (await this.deps.carts.get(cartId))?.coupon?.code : undefined;
  }

  /** The coupon for this shopper and this order, or a conflict saying why not, with the figures without it. */
  private async checkCoupon(code: string, parsed: ParsedOrder, email: string, lines: OrderLine[], orderId: string, zone: DeliveryZone): Promise<CouponVerdict> {
    const subtotal = serverTotals(lines, undefined).subtotal;
    const verdict = await this.coupons.forCustomer(code, subtotal, { userId: parsed.userId, email }, orderId);
    if (!verdict.ok) throw couponConflict(verdict.reason, verdict.message, lines, zone);
    return verdict;
  }

  private async insert(id: string, parsed: ParsedOrder, customer: CustomerDetails, lines: OrderLine[], totals: CartTotals, zone: DeliveryZone, coupon?: AppliedCoupon) {
    const { clock, random, settings } = this.deps;
    const now = clock.now();
    const at = now.toISOString();
    const address = parsed.shippingAddress;
    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = newOrderNumber(now, random);
      const record: OrderRecord = {
        id,
        orderNumber,
        userId: parsed.userId,
        stage: 'placing',
        customer,
        status: 'pending',
        orderNotes: parsed.orderNotes,
        items: lines,
        subtotal: totals.subtotal,
        discount: totals.discount,
        couponUsage: coupon ? 'pending' : 'none',
        deliveryFee: totals.deliveryFee,
        delivery: orderDeliveryOf(zone, canonicalDistrict(address.district) ?? address.district, totals.deliveryFee),
        total: totals.total,
        shippingAddress: address,
        paymentInfo: { method: parsed.method, status: 'pending', amount: totals.total, currency: 'RWF' },
        reservation: { reference: id, state: 'pending', expiresAt: new Date(now.getTime() + settings.reservationMinutes * 60_000).toISOString(), attempts: 1 },
        history: [{ at, by: parsed.userId, event: 'placed', to: 'pending' }],
        smsUpdates: parsed.smsUpdates,
        language: parsed.language,
        searchPrefixes: searchPrefixesOf([
          orderNumber,
          customer.firstName,
          customer.lastName,
          customer.email,
          address.firstName,
          address.lastName,
          address.email,
          ...phoneSearchWords(address.phone),
        ]),
        createdAt: at,
        updatedAt: at,
      };
      if (coupon) record.couponCode = coupon.code;
      if (parsed.idempotencyKey) record.idempotencyKey = parsed.idempotencyKey;
      try {
        return await this.deps.orders.insert(record);
      } catch (error) {
        if (!(error instanceof OrderNumberTakenError) || attempt >= ORDER_NUMBER_ATTEMPTS) {
          if (error instanceof OrderNumberTakenError) throw new AppError('unavailable', M.orderNumberExhausted);
          throw error;
        }
      }
    }
  }

  /**
   * A first-order coupon is checked again once this order is written: from then on every other
   * placement of the shopper's sees it being placed. Another order written before this check is
   * seen here, and one written after it came second, so of two orders sent together the discount
   * goes only to the one written first (or, when each sees the other, to neither).
   */
  private async checkStillFirstOrder(order: OrderRecord, verdict: CouponVerdict, lines: OrderLine[], zone: DeliveryZone): Promise<void> {
    if (!verdict.record?.firstOrderOnly) return;
    if ((await this.deps.orders.countLiveOrdersOf(order.userId, order.id)) > 0) {
      throw couponConflict('first_order_only', COUPON_MESSAGES.first_order_only, lines, zone);
    }
  }

  private async countCoupon(order: OrderRecord, coupon: AppliedCoupon, verdict: CouponVerdict, lines: OrderLine[], zone: DeliveryZone) {
    if (!verdict.record) return order;
    const refusal = await this.usage.count(coupon, verdict.record, order.userId);
    if (refusal) throw couponConflict(refusal.reason, refusal.message, lines, zone);
    const now = this.deps.clock.now().toISOString();
    return (await this.deps.orders.update(order.id, { couponUsage: ['pending'] }, { couponUsage: 'counted', updatedAt: now })) ?? order;
  }

  /** Gives back what a failed placement took: the stock (if reserved), the coupon use, the hidden order. */
  private async undo(order: OrderRecord): Promise<void> {
    try {
      await this.deps.catalog.release(order.reservation.reference);
      const current = (await this.deps.orders.findAnyById(order.id)) ?? order;
      await this.usage.giveBack(current);
      await this.deps.orders.delete(order.id);
    } catch (error) {
      this.deps.log.warn({ orderId: order.id, err: error }, 'could not undo a failed placement; the sweeper will');
    }
  }
}

/** What makes two requests the same order: everything the shopper sent but the key and the cart cookie. */
function requestOf(parsed: ParsedOrder) {
  const { idempotencyKey: _key, cartId: _cart, ...request } = parsed;
  return request;
}

function couponConflict(reason: string, message: string, lines: OrderLine[], zone: DeliveryZone): AppError {
  const figures = figuresOf(lines, serverTotals(lines, undefined, zone));
  return new AppError('conflict', message, [{ path: 'couponCode', message }], { reason, ...figures });
}

/**
 * The account's names, or the shipping address's where the account has none (a social sign-in
 * may not give them). The e-mail is always the account's: subscriber-only coupons are checked on it.
 */
function customerOf(account: CustomerDetails, address: ParsedOrder['shippingAddress']): CustomerDetails {
  return {
    firstName: account.firstName.trim() || address.firstName,
    lastName: account.lastName.trim() || address.lastName,
    email: account.email.trim(),
  };
}
