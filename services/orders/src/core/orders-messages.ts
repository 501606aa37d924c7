// The service's user-facing texts; SPEC texts (checkout fields, coupons) come from @shop/domain.
import { IDEMPOTENCY_KEY_RULE, ORDER_LIMITS } from '@shop/contracts';
import { COUPON_APPLIED_MESSAGE, COUPON_REMOVED_MESSAGE, ORDER_STATUSES } from '@shop/domain';

export const ORDERS_MESSAGES = {
  couponApplied: COUPON_APPLIED_MESSAGE,
  couponRemoved: COUPON_REMOVED_MESSAGE,
  paymentCheckTooSoon: (seconds: number) => `We are already checking this payment. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  couponAppliedAtCheckout:
    'Coupon applied. Sign in to check out: whether it is your first order and you are a newsletter subscriber is confirmed then.',
  couponCodeRequired: 'Please enter a promo code',
  validationFailed: 'Validation failed',
  pricesChanged: 'Prices have changed. Please review your cart.',
  orderNotFound: 'Order not found',
  productNotFound: 'Product not found',
  productUnavailable: (name: string) => `${name} is no longer available`,
  invalidProductId: 'Invalid product id',
  invalidVariantId: 'Invalid variant id',
  quantityInvalid: 'Quantity must be a whole number of 1 or more',
  tooManyItems: `An order can have at most ${ORDER_LIMITS.lines} different products`,
  amountInvalid: (label: string) => `${label} must be a whole number of RWF, 0 or more`,
  currencyInvalid: 'Prices are in RWF',
  countryInvalid: 'We deliver in Rwanda only',
  languageInvalid: 'Language must be en, fr or rw',
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  idempotencyKeyInvalid: IDEMPOTENCY_KEY_RULE,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  idempotencyInProgress: 'This order is still being placed. Please try again in a moment.',
  orderNumberExhausted: 'Could not number the order. Please try again.',
  statusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  paymentStatusInvalid: 'Payment status must be one of pending, awaiting_verification, paid or failed',
  paymentDecisionInvalid: 'An admin can set the payment status to paid or failed',
  adminRequired: 'Admin access required',
  alreadyPaid: 'This order is already paid',
  cannotAwaitVerification: 'This order can no longer take a payment proof',
  busy: 'The order is being updated by someone else. Please try again.',
  paymentSettling: "This order's payment is being settled. Please try again in a moment.",
  placementAbandoned: 'The order could not be completed. Please try again.',
  subscriberEmailInvalid: 'Please enter a valid email address',
  refundNotPaid: 'This order has not been paid, so there is nothing to refund',
  refundNothingLeft: 'Nothing is left to refund on this order',
  refundLineUnknown: 'This product is not in the order',
  refundQuantityInvalid: 'Quantity must be a whole number of 1 or more',
  cancelAfterLineRefunds: 'Some of this order’s lines were refunded and are back in stock: refund the rest instead of cancelling the order',
  refundAirtelWholeOnly: 'Airtel Money can only refund a whole payment: refund the whole order, or pay the rest back outside the shop',
  refundReasonCancelled: 'Order cancelled',
  refundReasonAdmin: 'Refunded by the shop',
  attention: {
    paid_without_stock: (detail: string) =>
      `Paid after its stock was released, and the stock could not be reserved again (${detail}). Restock and confirm, or refund the shopper.`,
    amount_mismatch: (paid: number, total: number) =>
      `The payment settled ${paid} RWF for an order of ${total} RWF. Check it and set the payment status.`,
    duplicate_payment: (paymentId: string) =>
      `A second payment (${paymentId}) settled for this already paid order. Refund one of them.`,
    refund_due: (paymentId: string, amount: number, reference?: string) =>
      `Payment ${paymentId} of ${amount} RWF${reference ? ` (provider reference ${reference})` : ''} was approved after this order's reservation had expired, so the order was not confirmed. Refund the shopper.`,
  },
} as const;

/** How long a cart session lives without being touched. */
export const CART_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A manual proof keeps the stock held while an admin verifies it (SPEC: within 24 hours). */
export const MANUAL_VERIFICATION_HOLD_MS = 24 * 60 * 60 * 1000;
