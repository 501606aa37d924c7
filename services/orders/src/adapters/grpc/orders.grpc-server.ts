import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { callerAccount, callerActor, currentCaller, toGrpcError, type GrpcAccessTable, type GrpcServiceRegistration } from '@shop/platform/grpc';
import { ordersPb } from '@shop/proto';
import type { Customer, OrdersApi } from '../../api/orders-api';
import { deliveryZonesFromPb, deliveryZonesToPb, fiscalQueueToPb, orderToPb, pageToPb, statsToPb } from './order-messages';
import { applyCouponFromPb, cartToPb, couponAppliedToPb, placeOrderFromPb } from './request-messages';

/**
 * Who may call each method, as the gateway's routes allow it one layer up. The cart is open to
 * anyone (a shopper's token, when sent, adds the account checks); an order's owner, the acting
 * admin and the customer are the caller of the access token, never a user named in the message.
 */
export const ORDERS_ACCESS = {
  applyCoupon: 'public',
  removeCoupon: 'public',
  placeOrder: 'user',
  getOrder: 'user',
  getOrderByNumber: 'user',
  listMyOrders: 'user',
  requestPaymentCheck: 'user',
  adminListOrders: 'admin',
  updateOrderStatus: 'admin',
  setPaymentStatus: 'admin',
  getOrderStats: 'admin',
  requestRefund: 'admin',
  getFiscalQueue: 'admin',
  printFiscalReceipts: 'user',
  recordSubscriber: 'service',
  getDeliveryZones: 'public',
  replaceDeliveryZones: 'admin',
} as const satisfies GrpcAccessTable<typeof ordersPb.OrdersService>;

/** The caller as a customer: user id and e-mail as their access token states them. */
function customerOf(user: { userId: string; email?: string }): Customer {
  return { userId: user.userId, email: user.email ?? '' };
}

/** Adapts an async function to a grpc-js unary handler; AppErrors keep their kind and details. */
function unary<Req, Res>(handle: (request: Req) => Promise<Res>) {
  return (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>) => {
    handle(call.request).then(
      (reply) => callback(null, reply),
      (error: unknown) => callback(toGrpcError(error) as Parameters<sendUnaryData<Res>>[0]),
    );
  };
}

const pageOf = (page: { page: number; limit: number } | undefined) => ({ page: page?.page || undefined, limit: page?.limit || undefined });

/** The Orders gRPC service over any OrdersApi (the in-process one, in the service's process). */
export function ordersGrpcService(api: OrdersApi): GrpcServiceRegistration {
  const implementation: ordersPb.OrdersServer = {
    applyCoupon: unary(async (req) => {
      const { user } = currentCaller();
      return couponAppliedToPb(await api.applyCoupon(applyCouponFromPb(req, user && customerOf(user))));
    }),
    removeCoupon: unary(async (req) => {
      const removed = await api.removeCoupon(req.cartId);
      return { cart: cartToPb(removed.cart), message: removed.message };
    }),
    placeOrder: unary(async (req) => {
      const placed = await api.placeOrder(placeOrderFromPb(req, callerActor().userId));
      return { order: orderToPb(placed.order), replayed: placed.replayed };
    }),
    getOrder: unary(async (req) => orderToPb(await api.getOrder({ orderId: req.id, actor: callerActor() }))),
    getOrderByNumber: unary(async (req) => orderToPb(await api.getOrderByNumber({ orderNumber: req.orderNumber, actor: callerActor() }))),
    listMyOrders: unary(async (req) =>
      pageToPb(await api.listMyOrders({ userId: callerActor().userId, ...pageOf(req.page), status: req.status })),
    ),
    requestPaymentCheck: unary(async (req) => orderToPb(await api.requestPaymentCheck({ orderId: req.id, actor: callerActor() }))),
    adminListOrders: unary(async (req) =>
      pageToPb(await api.adminListOrders({ ...pageOf(req.page), search: req.search, status: req.status, paymentStatus: req.paymentStatus })),
    ),
    updateOrderStatus: unary(async (req) =>
      orderToPb(
        await api.updateOrderStatus({
          orderId: req.id,
          status: req.status,
          trackingNumber: req.trackingNumber,
          notes: req.notes,
          ...actorOfCall(),
        }),
      ),
    ),
    setPaymentStatus: unary(async (req) =>
      orderToPb(
        await api.setPaymentStatus({ orderId: req.id, status: req.status, reference: req.reference, actor: callerActor(), actorEmail: callerAccount().email }),
      ),
    ),
    getOrderStats: unary(async () => statsToPb(await api.orderStats())),
    requestRefund: unary(async (req) =>
      orderToPb(
        await api.requestRefund({
          orderId: req.id,
          ...actorOfCall(),
          ...(req.hasLines ? { lines: req.lines } : {}),
          reason: req.reason,
          idempotencyKey: req.idempotencyKey,
        }),
      ),
    ),
    getFiscalQueue: unary(async () => fiscalQueueToPb(await api.fiscalQueue())),
    printFiscalReceipts: unary(async (req) => orderToPb(await api.printFiscalReceipts({ orderId: req.id, actor: callerActor() }))),
    recordSubscriber: unary(async (req) => {
      await api.recordSubscriber(req.email);
      return {};
    }),
    getDeliveryZones: unary(async () => deliveryZonesToPb(await api.deliveryZones())),
    replaceDeliveryZones: unary(async (req) => deliveryZonesToPb(await api.replaceDeliveryZones({ ...deliveryZonesFromPb(req), ...actorOfCall() }))),
  };
  return { definition: ordersPb.OrdersService, implementation, access: ORDERS_ACCESS };
}

/** The admin making the call, as their verified token names them. */
function actorOfCall(): { actorId: string; actorEmail: string } {
  const account = callerAccount();
  return { actorId: account.userId, actorEmail: account.email };
}
