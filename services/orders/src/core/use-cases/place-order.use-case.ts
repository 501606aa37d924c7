import { AppError } from '@shop/domain';
import type { PlacedOrder, PlaceOrderInput } from '../../api/orders-api';
import { IdempotencyGuard, type IdempotencyOptions } from '../order/idempotency-guard';
import { toOrderView } from '../order/order';
import { parseOrderInput, type ParsedOrder } from '../order/order-input';
import { OrderPlacement } from '../order/order-placement';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts, OrdersSettings } from '../orders-ports';

/**
 * A signed-in shopper places an order (SPEC section 3's payload). With an Idempotency-Key the
 * same request returns the same order, once, however many copies arrive at the same time.
 */
export class PlaceOrder {
  private readonly placement: OrderPlacement;
  private readonly guard: IdempotencyGuard;

  constructor(
    private readonly deps: OrdersPorts & { settings: OrdersSettings },
    idempotency: IdempotencyOptions = {},
  ) {
    this.placement = new OrderPlacement(deps);
    this.guard = new IdempotencyGuard(deps, idempotency);
  }

  async execute(input: PlaceOrderInput): Promise<PlacedOrder> {
    const parsed = parseOrderInput(input);
    if (!parsed.idempotencyKey) return { order: toOrderView(await this.placement.place(parsed)), replayed: false };
    const { userId } = parsed;
    const key = parsed.idempotencyKey;
    const { orderId, replayed } = await this.guard.run(userId, key, requestOf(parsed), async () => {
      // A claim taken over from a request that died after placing its order must not place a second one.
      const earlier = await this.deps.orders.findByIdempotencyKey(userId, key);
      return (earlier ?? (await this.placement.place(parsed))).id;
    });
    const order = await this.deps.orders.findById(orderId);
    if (!order) throw new AppError('not_found', M.orderNotFound);
    return { order: toOrderView(order), replayed };
  }
}

/** What makes two requests the same order: everything the shopper sent but the key and the cart cookie. */
function requestOf(parsed: ParsedOrder) {
  const { idempotencyKey: _key, cartId: _cart, ...request } = parsed;
  return request;
}
