import type { RouteDefinition } from '../route';
import { adminOrderRoutes } from './admin-orders.routes';
import { cartRoutes } from './cart.routes';
import type { OrderRouteDeps } from './order-route-deps';
import { orderRoutes } from './orders.routes';
import { paymentStatusRoutes } from './payment-status.routes';

export type { OrderRouteDeps } from './order-route-deps';
export { CART_COOKIE } from './cart-cookie';
export { adminOrderRoutes, cartRoutes, orderRoutes, paymentStatusRoutes };

/** Every cart and order route, in an order Express matches correctly; mount under /api/v1. */
export function orderingRoutes(deps: OrderRouteDeps): RouteDefinition[] {
  return [...cartRoutes(deps), ...adminOrderRoutes(deps), ...paymentStatusRoutes(deps), ...orderRoutes(deps)];
}
