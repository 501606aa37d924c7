// The orders service over gRPC, for a gateway that runs it as its own process (ORDERS_GRPC_URL).
// Its own subpath export (`@shop/orders/grpc-client`), so the in-process path never loads grpc-js.
// Who is calling travels as the caller's access token (request context), not in the messages:
// the actor, customer and acting user ids of the OrdersApi inputs serve in-process callers only.
import { Metadata, type CallOptions, type ClientUnaryCall, type ServiceError } from '@grpc/grpc-js';
import { createGrpcClient, type GrpcClientOptions } from '@shop/platform/grpc';
import { ordersPb } from '@shop/proto';
import type { OrdersApi } from '../../api/orders-api';
import { fromGrpcError } from '@shop/platform/grpc';
import { deliveryZonesFromPb, deliveryZonesToPb, fiscalQueueFromPb, orderFromPb, pageFromPb, statsFromPb } from './order-messages';
import { applyCouponToPb, cartFromPb, couponAppliedFromPb, placeOrderToPb } from './request-messages';

/** Reads may be retried; so may placing an order with an Idempotency-Key (the service dedupes it). */
export const IDEMPOTENT_METHODS = ['GetOrder', 'GetOrderByNumber', 'ListMyOrders', 'AdminListOrders', 'GetOrderStats', 'RecordSubscriber', 'GetDeliveryZones'] as const;

type Client = ordersPb.OrdersClient;
type Callback<Res> = (error: ServiceError | null, response: Res) => void;
type Method<Req, Res> = (request: Req, metadata: Metadata, options: Partial<CallOptions>, callback: Callback<Res>) => ClientUnaryCall;

export class GrpcOrdersApi implements OrdersApi {
  private readonly client: Client;

  /** `url`: ORDERS_GRPC_URL (`host:port` or `grpc://host:port`). Placing an order waits for stock: 15 s by default. */
  constructor(url: string, options: GrpcClientOptions = {}) {
    this.client = createGrpcClient(ordersPb.OrdersClient, url, { idempotent: IDEMPOTENT_METHODS, deadlineMs: 15_000, ...options });
  }

  close(): void {
    this.client.close();
  }

  /** A unary call whose failure is the service's AppError (kind and details kept), or a GrpcCallError. */
  private call<Req, Res>(method: Method<Req, Res>, request: Req): Promise<Res> {
    return new Promise((resolve, reject) => {
      method.call(this.client, request, new Metadata(), {}, (error, response) => (error ? reject(fromGrpcError(error)) : resolve(response)));
    });
  }

  applyCoupon: OrdersApi['applyCoupon'] = async (input) => couponAppliedFromPb(await this.call(this.client.applyCoupon, applyCouponToPb(input)));

  removeCoupon: OrdersApi['removeCoupon'] = async (cartId) => {
    const reply = await this.call(this.client.removeCoupon, { cartId: typeof cartId === 'string' ? cartId : '' });
    return { cart: cartFromPb(reply.cart), message: reply.message };
  };

  placeOrder: OrdersApi['placeOrder'] = async (input) => {
    const reply = await this.call(this.client.placeOrder, placeOrderToPb(input));
    return { order: orderFromPb(reply.order), replayed: reply.replayed };
  };

  getOrder: OrdersApi['getOrder'] = async ({ orderId }) => orderFromPb(await this.call(this.client.getOrder, { id: orderId }));

  getOrderByNumber: OrdersApi['getOrderByNumber'] = async ({ orderNumber }) =>
    orderFromPb(await this.call(this.client.getOrderByNumber, { orderNumber }));

  listMyOrders: OrdersApi['listMyOrders'] = async (query) =>
    pageFromPb(
      await this.call(this.client.listMyOrders, { page: { page: query.page ?? 0, limit: query.limit ?? 0 }, status: query.status }),
    );

  adminListOrders: OrdersApi['adminListOrders'] = async (query) =>
    pageFromPb(
      await this.call(this.client.adminListOrders, {
        page: { page: query.page ?? 0, limit: query.limit ?? 0 },
        search: query.search,
        status: query.status,
        paymentStatus: query.paymentStatus,
      }),
    );

  updateOrderStatus: OrdersApi['updateOrderStatus'] = async (input) =>
    orderFromPb(
      await this.call(this.client.updateOrderStatus, {
        id: input.orderId,
        status: input.status,
        trackingNumber: input.trackingNumber,
        notes: input.notes,
      }),
    );

  setPaymentStatus: OrdersApi['setPaymentStatus'] = async (input) =>
    orderFromPb(
      await this.call(this.client.setPaymentStatus, { id: input.orderId, status: input.status, reference: input.reference }),
    );

  requestPaymentCheck: OrdersApi['requestPaymentCheck'] = async ({ orderId }) =>
    orderFromPb(await this.call(this.client.requestPaymentCheck, { id: orderId }));

  orderStats: OrdersApi['orderStats'] = async () => statsFromPb(await this.call(this.client.getOrderStats, {}));

  requestRefund: OrdersApi['requestRefund'] = async (input) =>
    orderFromPb(
      await this.call(this.client.requestRefund, {
        id: input.orderId,
        lines: (input.lines ?? []).map((line) => ({
          product: String(line.product),
          ...(line.variant !== undefined ? { variant: String(line.variant) } : {}),
          quantity: Number(line.quantity),
        })),
        hasLines: input.lines !== undefined,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
      }),
    );

  fiscalQueue: OrdersApi['fiscalQueue'] = async () => fiscalQueueFromPb(await this.call(this.client.getFiscalQueue, {}));

  printFiscalReceipts: OrdersApi['printFiscalReceipts'] = async ({ orderId }) => orderFromPb(await this.call(this.client.printFiscalReceipts, { id: orderId }));

  recordSubscriber: OrdersApi['recordSubscriber'] = async (email) => {
    await this.call(this.client.recordSubscriber, { email });
  };

  deliveryZones: OrdersApi['deliveryZones'] = async () => deliveryZonesFromPb(await this.call(this.client.getDeliveryZones, {}));

  replaceDeliveryZones: OrdersApi['replaceDeliveryZones'] = async (input) =>
    deliveryZonesFromPb(await this.call(this.client.replaceDeliveryZones, deliveryZonesToPb({ zones: input.zones })));
}
