import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain';
import { z } from 'zod';

// Requests are typed loosely on purpose: the orders service checks every field with SPEC's
// messages (the same checks run over gRPC); these schemas refuse only what is not even the right type.

const text = (max: number, label: string) => z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);
const amount = (label: string) => z.number({ error: `${label} must be a number` });

export const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        product: text(64, 'Product'),
        quantity: amount('Quantity'),
        price: amount('Price'),
        name: text(300, 'Name').optional(),
      }),
      { error: 'Items must be a list' },
    )
    .max(100, 'An order can have at most 100 different products')
    .optional(),
  subtotal: amount('Subtotal').optional(),
  discount: amount('Discount').optional(),
  deliveryFee: amount('Delivery fee').optional(),
  total: amount('Total').optional(),
  shippingAddress: z
    .object({
      firstName: text(200, 'First name').optional(),
      lastName: text(200, 'Last name').optional(),
      email: text(200, 'Email').optional(),
      phone: text(200, 'Phone number').optional(),
      street: text(200, 'Address').optional(),
      city: text(200, 'City').optional(),
      district: text(200, 'District').optional(),
      postalCode: text(200, 'Postal code').optional(),
      country: text(200, 'Country').optional(),
    })
    .optional(),
  paymentInfo: z
    .object({
      method: text(50, 'Payment method').optional(),
      status: text(50, 'Payment status').optional().describe('Ignored: a new order’s payment is always pending'),
      amount: amount('Amount').optional(),
      currency: text(10, 'Currency').optional(),
    })
    .optional(),
  orderNotes: text(1000, 'Order notes').optional(),
  couponCode: text(50, 'Coupon code').optional(),
});

const pageParam = (name: string) =>
  z
    .string()
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

export const orderIdParams = z.object({ id: z.string().regex(OBJECT_ID_PATTERN, 'Invalid order id') });
export const orderNumberParams = z.object({ orderNumber: z.string().max(40).describe('e.g. DS-2611-7K3F9Q') });

export const statusBody = z.object({
  status: z.string({ error: 'Status is required' }).max(30),
  trackingNumber: text(100, 'Tracking number').optional(),
  notes: text(1000, 'Notes').optional(),
});

export const paymentStatusBody = z.object({
  status: z.string({ error: 'Status is required' }).max(30).describe('Admins: paid or failed. Shoppers: ignored; the provider’s verdict counts'),
  referenceId: text(200, 'Reference').optional(),
  transactionId: text(200, 'Transaction id').optional(),
});

export const couponBody = z.object({
  code: z.string({ error: 'Please enter a promo code' }).max(50, 'Please enter a valid promo code'),
  subtotal: z.number({ error: 'Subtotal must be a number' }).int('Subtotal must be a whole number of RWF').min(0).optional(),
});
