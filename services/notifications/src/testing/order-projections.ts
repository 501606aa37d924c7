// Test support: the service's copy of an order as order.placed gives it, and the shop's contacts
// the order e-mails name.
import type { ShopContacts } from '../core/mail/order-mail-facts';
import type { OrderProjection } from '../core/ports/order-projection.port';
import { TEST_MERCHANT_CODE, TEST_PUBLIC_URL, TEST_SUPPORT_PHONE } from './notifications-test-kit';

export const TEST_CONTACTS: ShopContacts = { publicUrl: TEST_PUBLIC_URL, supportPhone: TEST_SUPPORT_PHONE, merchantCode: TEST_MERCHANT_CODE };

/** Aline's order of a mouse and two keyboards, 2% off with WELCOME2, free delivery, paid by manual Mobile Money. */
export function placedOrder(overrides: Partial<OrderProjection> = {}): OrderProjection {
  return {
    orderId: 'a'.repeat(24),
    orderNumber: 'DS-20261114-0042',
    email: 'aline@example.rw',
    firstName: 'Aline',
    lastName: 'Uwase',
    items: [
      { name: 'Logitech MX Master 3S', price: 89000, quantity: 1 },
      { name: 'Keychron <K2> & "co"', price: 65000, quantity: 2 },
    ],
    subtotal: 219000,
    discount: 4380,
    couponCode: 'WELCOME2',
    deliveryFee: 0,
    total: 214620,
    paymentMethod: 'manual_momo',
    placedAt: '2026-11-14T09:00:00.000Z',
    ...overrides,
  };
}

/** An amount as formatRwf writes it: the amount with commas, a no-break space, then RWF, e.g. rwf('214,620'). */
export const rwf = (amount: string) => `${amount}\u00a0RWF`;

/** The last lines of every order e-mail's text part. */
export const ORDER_MAIL_SIGN_OFF = ['Thank you for shopping with DevShop,', 'The DevShop team', ''] as const;

/** placedOrder() summed up as the order e-mails show it: its lines, its figures, VAT and delivery. */
export const PLACED_ORDER_SUMMARY = [
  `- Logitech MX Master 3S × 1: ${rwf('89,000')}`,
  `- Keychron <K2> & "co" × 2: ${rwf('130,000')}`,
  '',
  `Subtotal:            ${rwf('219,000')}`,
  `Discount (WELCOME2): -${rwf('4,380')}`,
  'Delivery:            Free',
  `Total:               ${rwf('214,620')}`,
  '',
  '* All prices include 18% VAT',
  '',
  'Estimated delivery: 3-4 business days via bike delivery.',
];
