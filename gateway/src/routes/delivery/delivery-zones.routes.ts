import { actingAdmin } from '../../auth/acting-admin';
import { deliveryZonesSchema } from '@shop/contracts';
import type { OrdersApi } from '@shop/orders';
import { defineRoute, type RouteDefinition } from '../route';

const tags = ['delivery'];

/** The delivery zones: public for the checkout's fee and estimate, edited by the admin. */
export function deliveryZoneRoutes({ orders }: { orders: Pick<OrdersApi, 'deliveryZones' | 'replaceDeliveryZones'> }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/delivery-zones',
      summary: 'The delivery zones: each zone’s districts, fee, free-delivery threshold and estimate in business days',
      tags,
      access: 'public',
      response: deliveryZonesSchema,
      handler: async () => ({ data: await orders.deliveryZones() }),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/delivery-zones',
      summary: 'The delivery zone table, as the admin edits it',
      tags: ['admin', ...tags],
      access: 'admin',
      response: deliveryZonesSchema,
      handler: async () => ({ data: await orders.deliveryZones() }),
    }),
    defineRoute({
      method: 'put',
      path: '/admin/delivery-zones',
      summary: 'Replace the delivery zone table: whole RWF fees and thresholds, estimates min ≤ max, each of the 30 districts in exactly one zone',
      tags: ['admin', ...tags],
      access: 'admin',
      request: { body: deliveryZonesSchema },
      response: deliveryZonesSchema,
      handler: async ({ body, res }) => {
        const { userId, email } = actingAdmin(res);
        return { data: await orders.replaceDeliveryZones({ ...body, actorId: userId, actorEmail: email }), message: 'Delivery zones saved' };
      },
    }),
  ];
}
