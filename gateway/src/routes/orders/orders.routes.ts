import { z } from 'zod';
import type { Response } from 'express';
import type { Actor } from '@shop/orders';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import { cartIdFrom } from './cart-cookie';
import type { OrderRouteDeps } from './order-route-deps';
import { myOrdersQuery, orderIdParams, orderNumberParams } from './order.schemas';
import { IDEMPOTENCY_HEADER, orderPageSchema, orderPayloadSchema, orderSchema } from '@shop/contracts';

const tags = ['orders'];

/** Admins' notes on an order are for admins: a shopper sees their order without them. */
function forCaller<T extends { adminNotes?: string }>(order: T, res: Response): T {
  if (currentUser(res).role === 'ADMIN') return order;
  const { adminNotes: _forAdmins, ...visible } = order;
  return visible as T;
}

export function actorOf(res: Response): Actor {
  const user = currentUser(res);
  return { userId: user.id, role: user.role };
}

/** Checkout and the shopper's own orders. An order is shown to its owner or an admin; to anyone else it does not exist (404). */
export function orderRoutes(deps: OrderRouteDeps): RouteDefinition[] {
  const { orders } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/orders',
      summary: 'Place an order: prices, coupon and totals are checked by the server (409 with its figures when they differ), stock is reserved',
      tags,
      access: 'user',
      conflicts: true,
      request: { body: orderPayloadSchema },
      response: orderSchema,
      successStatus: 201,
      handler: async ({ body, req, res }) => {
        // The orders service takes the customer's names and e-mail from identity itself.
        const placed = await orders.placeOrder({
          ...body,
          userId: currentUser(res).id,
          idempotencyKey: req.get(IDEMPOTENCY_HEADER),
          cartId: cartIdFrom(req),
        });
        if (placed.replayed) res.set('Idempotent-Replayed', 'true');
        return { data: placed.order, message: 'Order placed successfully' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/orders/my-orders',
      summary: 'Your orders, newest first (page 1, 50 per page unless asked), optionally of one status',
      tags,
      access: 'user',
      request: { query: myOrdersQuery },
      response: orderPageSchema,
      handler: async ({ query, res }) => {
        const page = await orders.listMyOrders({ userId: currentUser(res).id, ...query });
        return { data: { ...page, orders: page.orders.map((order) => forCaller(order, res)) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/orders/number/:orderNumber',
      summary: 'One of your orders by its number (admins: any order)',
      tags,
      access: 'user',
      request: { params: orderNumberParams },
      response: orderSchema,
      handler: async ({ params, res }) => ({
        data: forCaller(await orders.getOrderByNumber({ orderNumber: params.orderNumber, actor: actorOf(res) }), res),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/orders/:id',
      summary: 'One of your orders by id (admins: any order)',
      tags,
      access: 'user',
      request: { params: orderIdParams },
      response: orderSchema,
      handler: async ({ params, res }) => ({ data: forCaller(await orders.getOrder({ orderId: params.id, actor: actorOf(res) }), res) }),
    }),
    defineRoute({
      method: 'post',
      path: '/orders/:id/fiscal-receipts/print',
      summary: 'Print one of your orders’ receipts: the order as it was before this print (EBM receipts printed before print as copies); its signed receipts count as printed from now on',
      tags,
      access: 'user',
      request: { params: orderIdParams, body: z.object({}).optional() },
      response: orderSchema,
      handler: async ({ params, res }) => ({ data: forCaller(await orders.printFiscalReceipts({ orderId: params.id, actor: actorOf(res) }), res) }),
    }),
  ];
}
