import type { CouponRemoved } from '../../api/orders-api';
import { CART_SESSION_TTL_MS, ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import { cartIdOf } from '@shop/contracts';

/** Takes the coupon off the cart session; removing from an unknown or empty session also succeeds. */
export class RemoveCoupon {
  constructor(private readonly deps: Pick<OrdersPorts, 'carts' | 'clock'>) {}

  async execute(cartId: string): Promise<CouponRemoved> {
    const id = cartIdOf(cartId);
    if (id && (await this.deps.carts.get(id))) {
      await this.deps.carts.save(id, { updatedAt: this.deps.clock.now().toISOString() }, CART_SESSION_TTL_MS);
    }
    return { cart: { id: id ?? '', coupon: null }, message: M.couponRemoved };
  }
}
