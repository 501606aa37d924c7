import type { IdentityApi } from '@shop/identity';
import type { OrdersApi } from '@shop/orders';
import type { PaymentsApi } from '@shop/payments';
import type { OrderForPayment } from '../routes/payments/index';

/**
 * How the order and payment routes reach each other's service: the gateway owns the flow
 * "a shopper pays for their own order", so neither service calls the other.
 */
export function orderPaymentBridge(deps: { orders: OrdersApi; payments: PaymentsApi; identity: IdentityApi }) {
  const { orders, payments, identity } = deps;
  return {
    /** The order a shopper may pay for: theirs only (someone else's is not found). */
    orderForPayment: async (orderId: string, userId: string): Promise<OrderForPayment> => {
      const order = await orders.getOrder({ orderId, actor: { userId, role: 'USER' } });
      return {
        orderId: order._id,
        orderNumber: order.orderNumber,
        total: order.total,
        currency: 'RWF',
        paymentMethod: order.paymentInfo.method,
        paymentStatus: order.paymentInfo.status,
        status: order.status,
        userId: order.userId,
      };
    },
    markAwaitingVerification: async (orderId: string) => {
      await orders.markAwaitingVerification(orderId);
    },
    /**
     * A shopper's "did my payment go through?": asks the provider now about a pending prompt, or one
     * that timed out (it may have been approved since); never sets the status.
     */
    recheck: async (orderId: string) => {
      const open = (await payments.listForOrder(orderId)).filter(
        // Payments asks the provider again only about a failed prompt it had timed out itself.
        (p) => p.status === 'PENDING' || (p.method === 'momo' && p.status === 'FAILED'),
      );
      for (const payment of open) await payments.checkStatus({ paymentId: payment.paymentId });
    },
    customerOf: async (userId: string) => {
      const { firstName, lastName, email } = await identity.getUser(userId);
      return { firstName, lastName, email };
    },
  };
}
