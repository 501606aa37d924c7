import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain';
import { z } from 'zod';

// The request bodies are the orders contract's (@shop/contracts); these read the query and the path.

const pageParam = (name: string) =>
  z
    .string()
    .max(6, { error: `${name} must be a whole number of 1 or more`, abort: true })
    .regex(/^\d{1,6}$/, `${name} must be a whole number of 1 or more`)
    .transform(Number)
    .refine((value) => value >= 1, `${name} must be a whole number of 1 or more`)
    .optional();

export const myOrdersQuery = z.object({
  page: pageParam('page'),
  limit: pageParam('limit'),
  status: z.string().max(30).optional().describe(ORDER_STATUSES.join(', ')),
});

export const adminOrdersQuery = z.object({
  page: pageParam('page'),
  limit: pageParam('limit'),
  search: z.string().max(100, 'Search must be at most 100 characters').optional().describe('Order number, customer names or e-mail'),
  status: z.string().max(30).optional().describe(ORDER_STATUSES.join(', ')),
  paymentStatus: z.string().max(30).optional().describe(PAYMENT_STATUSES.join(', ')),
});

export const orderIdParams = z.object({ id: z.string().max(24, { error: 'Invalid order id', abort: true }).regex(OBJECT_ID_PATTERN, 'Invalid order id') });
export const orderNumberParams = z.object({ orderNumber: z.string().max(40).describe('e.g. DS-2611-7K3F9Q') });
