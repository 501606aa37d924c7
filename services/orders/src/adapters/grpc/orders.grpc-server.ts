import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import type { GrpcServiceRegistration } from '@shop/platform/grpc';
import { ordersPb } from '@shop/proto';
import type { OrdersApi } from '../../api/orders-api';
import { toGrpcError } from '@shop/platform/grpc';
import { orderToPb, pageToPb, statsToPb } from './order-messages';
import { actorFromPb, applyCouponFromPb, cartToPb, couponAppliedToPb, placeOrderFromPb } from './request-messages';

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
    applyCoupon: unary(async (req) => couponAppliedToPb(await api.applyCoupon(applyCouponFromPb(req)))),
    removeCoupon: unary(async (req) => {
      const removed = await api.removeCoupon(req.cartId);
      return { cart: cartToPb(removed.cart), message: removed.message };
    }),
    placeOrder: unary(async (req) => {
      const placed = await api.placeOrder(placeOrderFromPb(req));
      return { order: orderToPb(placed.order), replayed: placed.replayed };
    }),
    getOrder: unary(async (req) => orderToPb(await api.getOrder({ orderId: req.id, actor: actorFromPb(req.actor) }))),
    getOrderByNumber: unary(async (req) =>
      orderToPb(await api.getOrderByNumber({ orderNumber: req.orderNumber, actor: actorFromPb(req.actor) })),
    ),
    listMyOrders: unary(async (req) => pageToPb(await api.listMyOrders({ userId: req.userId, ...pageOf(req.page), status: req.status }))),
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
          actorId: req.actorId,
        }),
      ),
    ),
    setPaymentStatus: unary(async (req) =>
      orderToPb(await api.setPaymentStatus({ orderId: req.id, status: req.status, reference: req.reference, actor: actorFromPb(req.actor) })),
    ),
    markAwaitingVerification: unary(async (req) => orderToPb(await api.markAwaitingVerification(req.id))),
    getOrderStats: unary(async () => statsToPb(await api.orderStats())),
    recordSubscriber: unary(async (req) => {
      await api.recordSubscriber(req.email);
      return {};
    }),
  };
  return { definition: ordersPb.OrdersService, implementation };
}
