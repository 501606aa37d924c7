// Test support: who calls each OrdersApi method over gRPC, read from the arguments the
// in-process API takes (the customer, the actor, the acting admin).
import { TEST_ADMIN, type CallersOf } from '@shop/platform/contracts';
import type { OrdersApi } from '../api/orders-api';

/** Anonymous, or the calling process's service token only. */
const noUser = () => undefined;

export const ORDERS_CALLERS: CallersOf<OrdersApi> = {
  applyCoupon: ({ customer }) => (customer ? { userId: customer.userId, email: customer.email } : undefined),
  removeCoupon: noUser,
  placeOrder: ({ userId }) => ({ userId }),
  getOrder: ({ actor }) => actor,
  getOrderByNumber: ({ actor }) => actor,
  listMyOrders: ({ userId }) => ({ userId }),
  requestPaymentCheck: ({ actor }) => actor,
  adminListOrders: () => TEST_ADMIN,
  updateOrderStatus: ({ actorId, actorEmail }) => ({ userId: actorId, role: 'ADMIN', email: actorEmail }),
  setPaymentStatus: ({ actor, actorEmail }) => ({ ...actor, email: actorEmail }),
  orderStats: () => TEST_ADMIN,
  requestRefund: ({ actorId, actorEmail }) => ({ userId: actorId, role: 'ADMIN', email: actorEmail }),
  fiscalQueue: () => TEST_ADMIN,
  printFiscalReceipts: ({ actor }) => actor,
  recordSubscriber: noUser,
  deliveryZones: noUser,
  replaceDeliveryZones: () => TEST_ADMIN,
};
