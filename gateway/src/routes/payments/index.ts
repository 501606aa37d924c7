import type { RouteDefinition } from '../route';
import { adminPaymentRoutes } from './admin-payments.routes';
import { cardPaymentRoutes } from './card-payments.routes';
import { mobileMoneyRoutes } from './mobile-money.routes';
import { paymentMethodRoutes } from './payment-methods.routes';
import type { PaymentRouteDeps } from './payment-route-deps';
import { paymentProofRoutes } from './payment-proof.routes';

export type { PaymentRouteDeps } from './payment-route-deps';
export { adminPaymentRoutes, cardPaymentRoutes, mobileMoneyRoutes, paymentMethodRoutes, paymentProofRoutes };

/** Every payment route, in an order Express matches correctly; mount under /api/v1. */
export function paymentRoutes(deps: PaymentRouteDeps): RouteDefinition[] {
  return [
    ...paymentMethodRoutes(deps),
    ...mobileMoneyRoutes(deps),
    ...cardPaymentRoutes(deps),
    ...paymentProofRoutes(deps),
    ...adminPaymentRoutes(deps),
  ];
}
