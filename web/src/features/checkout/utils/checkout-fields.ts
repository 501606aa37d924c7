import type { CheckoutFormInput, FieldError } from '@shop/domain';

export type CheckoutStep = 1 | 2 | 3;

/** The fields of each step; the payment step's fields are named as the payment form names them. */
export const STEP_FIELDS: Record<CheckoutStep, readonly string[]> = {
  1: ['firstName', 'lastName', 'email', 'phone'],
  2: ['street', 'city', 'district', 'postalCode', 'orderNotes'],
  3: ['paymentMethod', 'paymentProof', 'momoPhone', 'card.nameOnCard', 'card.cardNumber', 'card.expiryDate', 'card.cvv'],
};

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field. */
export function errorsByField(errors: readonly FieldError[]): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) out[error.path] ??= error.message;
  return out;
}

export function errorsOfStep(errors: FieldErrors, step: CheckoutStep): FieldErrors {
  const out: FieldErrors = {};
  for (const field of STEP_FIELDS[step]) if (errors[field]) out[field] = errors[field];
  return out;
}

/** The first step with an error, if any. */
export function firstStepWithError(errors: FieldErrors): CheckoutStep | null {
  for (const step of [1, 2, 3] as const) if (Object.keys(errorsOfStep(errors, step)).length) return step;
  return null;
}

const SERVER_PATHS: Record<string, string> = {
  'card.name': 'card.nameOnCard',
  'card.number': 'card.cardNumber',
  'card.expiry': 'card.expiryDate',
  'card.cvv': 'card.cvv',
  phone: 'momoPhone',
  paymentProof: 'paymentProof',
  'paymentInfo.method': 'paymentMethod',
};

/**
 * Field errors of an orders or payments answer, named as the form names its fields:
 * 'shippingAddress.city' is 'city'; the payment calls' 'phone' is the Mobile Money number.
 */
export function formErrorsFromServer(errors: readonly FieldError[], source: 'order' | 'payment'): FieldErrors {
  const out: FieldErrors = {};
  for (const { path, message } of errors) {
    let field: string;
    if (source === 'payment') field = SERVER_PATHS[path] ?? path;
    else if (path.startsWith('shippingAddress.')) field = path.slice('shippingAddress.'.length);
    else field = path === 'paymentInfo.method' ? 'paymentMethod' : path;
    out[field] ??= message;
  }
  return out;
}

/** Everything the shopper types in the three steps. */
export interface CheckoutFormValues extends Required<CheckoutFormInput> {
  orderNotes: string;
  momoPhone: string;
  /** The wallet the shopper picked; '' follows the number's prefix. */
  momoWallet: string;
  cardName: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
}
