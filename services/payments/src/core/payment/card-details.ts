import { AppError, parseCardExpiry, validateCardDetails, type FieldError, type Instant } from '@shop/domain';
import type { CardInput } from '../../api/payments-api';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';

/** Field paths as the request names them (`card.number`), not as the domain's form does. */
const PATHS: Record<string, string> = {
  'card.nameOnCard': 'card.name',
  'card.cardNumber': 'card.number',
  'card.expiryDate': 'card.expiry',
  'card.cvv': 'card.cvv',
};

export interface CheckedCard {
  name: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  brand: string;
  last4: string;
}

/** Validates name, number (Luhn), expiry (a future month) and CVV; throws field errors. */
export function checkedCard(card: CardInput | undefined, now: Instant): CheckedCard {
  const input = typeof card === 'object' && card !== null ? card : ({} as Partial<CardInput>);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const errors: FieldError[] = validateCardDetails(
    { nameOnCard: text(input.name), cardNumber: text(input.number), expiryDate: text(input.expiry), cvv: text(input.cvv) },
    now,
  ).map((error) => ({ path: PATHS[error.path] ?? error.path, message: error.message }));
  if (errors.length > 0) throw new AppError('invalid', M.validationFailed, errors);
  const number = String(input.number).replace(/[\s-]/g, '');
  const expiry = parseCardExpiry(String(input.expiry))!; // parseCardExpiry trims
  return {
    name: String(input.name).trim(),
    number,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: String(input.cvv).trim(),
    brand: cardBrand(number),
    last4: number.slice(-4),
  };
}

/** The card network from the number's leading digits (IIN ranges). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}
