import { isIdempotencyKey, isObjectId, ORDER_LIMITS } from '@shop/contracts';
import {
  AppError,
  CHECKOUT_EMPTY_CART,
  DEFAULT_LANGUAGE,
  isLanguage,
  isPaymentMethod,
  isRwfAmount,
  normaliseCouponCode,
  parseCheckoutForm,
  PAYMENT_MESSAGES,
  type FieldError,
  type Language,
  type PaymentMethod,
  type ShippingAddress,
} from '@shop/domain';
import type { PlaceOrderInput } from '../../api/orders-api';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { lineKeyOf, type LineIdentity } from './order-line-key';

const { lines: MAX_ORDER_LINES, lineQuantity: MAX_LINE_QUANTITY, orderNotesLength: MAX_ORDER_NOTES_LENGTH } = ORDER_LIMITS;
const { addressFieldLength: MAX_ADDRESS_FIELD_LENGTH, couponCodeLength: MAX_COUPON_CODE_LENGTH } = ORDER_LIMITS;

/** The figures the client showed, to be checked against the server's. */
export interface ClaimedAmounts {
  subtotal: number;
  discount?: number;
  deliveryFee: number;
  total: number;
  /** paymentInfo.amount, when sent. */
  amount?: number;
}

export interface ParsedOrder {
  /** The signed-in shopper (lower case); their names and e-mail are identity's. */
  userId: string;
  /** One line per product and variant (repeated lines added up), in the order first asked. */
  lines: Array<LineIdentity & { quantity: number }>;
  /** Every price the client showed, per line. */
  clientPrices: Array<LineIdentity & { price: number }>;
  claimed: ClaimedAmounts;
  shippingAddress: ShippingAddress;
  method: PaymentMethod;
  orderNotes: string;
  couponCode?: string;
  cartId?: string;
  idempotencyKey?: string;
  /** The order's updates by SMS on the delivery phone: yes unless the shopper said no. */
  smsUpdates: boolean;
  /** The language of the order's e-mails and SMS. */
  language: Language;
}

/** Every field checked with SPEC section 5's messages; `invalid` naming each bad field otherwise. */
export function parseOrderInput(input: PlaceOrderInput): ParsedOrder {
  const errors: FieldError[] = [];
  const lines = new Map<string, ParsedOrder['lines'][number]>();
  const clientPrices: ParsedOrder['clientPrices'] = [];
  const items: unknown[] = Array.isArray(input.items) ? input.items : [];
  if (items.length === 0) errors.push({ path: 'items', message: CHECKOUT_EMPTY_CART });
  if (items.length > MAX_ORDER_LINES) errors.push({ path: 'items', message: M.tooManyItems });
  items.slice(0, MAX_ORDER_LINES).forEach((raw, index) => {
    const item = (raw ?? {}) as Partial<NonNullable<PlaceOrderInput['items']>[number]>;
    const path = `items.${index}`;
    const productOk = isObjectId(item.product);
    if (!productOk) errors.push({ path: `${path}.product`, message: M.invalidProductId });
    const quantity = item.quantity;
    const quantityOk = Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_LINE_QUANTITY;
    if (!quantityOk) errors.push({ path: `${path}.quantity`, message: M.quantityInvalid });
    if (!isRwfAmount(item.price)) errors.push({ path: `${path}.price`, message: M.amountInvalid('Price') });
    const variantOk = item.variant === undefined || isObjectId(item.variant);
    if (!variantOk) errors.push({ path: `${path}.variant`, message: M.invalidVariantId });
    if (productOk && quantityOk && variantOk && isRwfAmount(item.price)) {
      const identity: LineIdentity = { productId: (item.product as string).toLowerCase() };
      if (item.variant !== undefined) identity.variantId = item.variant.toLowerCase();
      const key = lineKeyOf(identity);
      lines.set(key, { ...identity, quantity: (lines.get(key)?.quantity ?? 0) + (quantity as number) });
      clientPrices.push({ ...identity, price: item.price });
    }
  });

  const claimed = claimedAmounts(input, errors);
  const shippingAddress = shippingOf(input, errors);
  const method = input.paymentInfo?.method;
  if (!isPaymentMethod(method)) errors.push({ path: 'paymentInfo.method', message: PAYMENT_MESSAGES.unsupportedMethod });
  const currency = input.paymentInfo?.currency;
  if (currency !== undefined && (typeof currency !== 'string' || currency.trim().toUpperCase() !== 'RWF')) {
    errors.push({ path: 'paymentInfo.currency', message: M.currencyInvalid });
  }
  const orderNotes = typeof input.orderNotes === 'string' ? input.orderNotes.trim() : '';
  if (orderNotes.length > MAX_ORDER_NOTES_LENGTH) {
    errors.push({ path: 'orderNotes', message: M.textTooLong('Order notes', MAX_ORDER_NOTES_LENGTH) });
  }
  const couponCode = typeof input.couponCode === 'string' ? normaliseCouponCode(input.couponCode) : '';
  if (couponCode.length > MAX_COUPON_CODE_LENGTH) errors.push({ path: 'couponCode', message: M.textTooLong('Coupon code', MAX_COUPON_CODE_LENGTH) });
  const language = input.language ?? DEFAULT_LANGUAGE;
  if (!isLanguage(language)) errors.push({ path: 'language', message: M.languageInvalid });
  const key = input.idempotencyKey;
  if (key !== undefined && !isIdempotencyKey(key)) {
    errors.push({ path: 'Idempotency-Key', message: M.idempotencyKeyInvalid });
  }
  if (!isObjectId(input.userId)) throw new AppError('unauthenticated', 'Authentication required');
  if (errors.length > 0 || !shippingAddress) throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);

  const parsed: ParsedOrder = {
    userId: input.userId.toLowerCase(),
    lines: [...lines.values()],
    clientPrices,
    claimed,
    shippingAddress,
    method: method as PaymentMethod,
    orderNotes,
    smsUpdates: input.smsUpdates !== false,
    language: language as Language,
  };
  if (couponCode) parsed.couponCode = couponCode;
  if (typeof input.cartId === 'string' && input.cartId !== '') parsed.cartId = input.cartId;
  if (key !== undefined) parsed.idempotencyKey = key;
  return parsed;
}

function claimedAmounts(input: PlaceOrderInput, errors: FieldError[]): ClaimedAmounts {
  const amount = (path: string, label: string, value: unknown, optional = false): number => {
    if (optional && value === undefined) return 0;
    if (isRwfAmount(value)) return value;
    errors.push({ path, message: M.amountInvalid(label) });
    return 0;
  };
  const claimed: ClaimedAmounts = {
    subtotal: amount('subtotal', 'Subtotal', input.subtotal),
    deliveryFee: amount('deliveryFee', 'Delivery fee', input.deliveryFee),
    total: amount('total', 'Total', input.total),
  };
  if (input.discount !== undefined) claimed.discount = amount('discount', 'Discount', input.discount);
  if (input.paymentInfo?.amount !== undefined) claimed.amount = amount('paymentInfo.amount', 'Amount', input.paymentInfo.amount);
  return claimed;
}

function shippingOf(input: PlaceOrderInput, errors: FieldError[]): ShippingAddress | undefined {
  const address = (input.shippingAddress ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(address)) {
    if (typeof value === 'string' && value.length > MAX_ADDRESS_FIELD_LENGTH) {
      errors.push({ path: `shippingAddress.${field}`, message: M.textTooLong('This field', MAX_ADDRESS_FIELD_LENGTH) });
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const parsed = parseCheckoutForm({
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    email: text(address.email),
    phone: text(address.phone),
    street: text(address.street),
    city: text(address.city),
    district: text(address.district),
    postalCode: text(address.postalCode),
  });
  if (!parsed.ok) errors.push(...parsed.errors.map((error) => ({ path: `shippingAddress.${error.path}`, message: error.message })));
  const country = text(address.country)?.trim();
  if (country && country.toLowerCase() !== 'rwanda') errors.push({ path: 'shippingAddress.country', message: M.countryInvalid });
  return parsed.ok ? parsed.value : undefined;
}
