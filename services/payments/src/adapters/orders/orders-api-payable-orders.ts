import { AppError } from '@shop/domain';
import type { OrdersApi } from '@shop/orders';
import type { PayableOrder, PayableOrders } from '../../core/ports/payable-orders.port';
import { PAYMENTS_MESSAGES as M } from '../../core/payments-messages';

/**
 * The orders API (in-process or GrpcOrdersApi) as payments reads the order it charges. The order
 * is read as its owner; over gRPC the caller's access token says who that is, so an order that
 * comes back for someone else (an admin's token reads any) is refused here too.
 */
export class OrdersApiPayableOrders implements PayableOrders {
  constructor(private readonly orders: Pick<OrdersApi, 'getOrder'>) {}

  async orderToPay(orderId: string, userId: string): Promise<PayableOrder> {
    const order = await this.orders.getOrder({ orderId, actor: { userId, role: 'USER' } });
    if (order.userId.toLowerCase() !== userId.toLowerCase()) throw new AppError('not_found', M.orderNotFound);
    return {
      orderId: order._id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      total: order.total,
      currency: 'RWF',
      paymentMethod: order.paymentInfo.method,
      paymentStatus: order.paymentInfo.status,
      orderStatus: order.status,
    };
  }
}
