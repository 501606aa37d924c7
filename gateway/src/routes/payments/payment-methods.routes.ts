import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route';
import type { PaymentRouteDeps } from './payment-route-deps';
import { methodsSchema } from '@shop/contracts';

const amountQuery = z.object({
  amount: z
    .string()
    .max(12, { error: 'amount must be a whole number of RWF', abort: true })
    .regex(/^\d{1,12}$/, 'amount must be a whole number of RWF')
    .transform(Number)
    .optional(),
});

/** The checkout's payment methods (SPEC section 7: `data` is a map of the methods). */
export function paymentMethodRoutes({ payments }: Pick<PaymentRouteDeps, 'payments'>): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/payments/methods',
      summary: 'The enabled payment methods; with ?amount the manual MoMo dial code includes it',
      tags: ['payments'],
      access: 'public',
      request: { query: amountQuery },
      response: methodsSchema,
      handler: async ({ query }) => ({ data: await payments.listMethods(query.amount) }),
    }),
  ];
}
