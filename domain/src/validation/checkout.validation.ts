import { COUNTRY, DEFAULT_CITY } from '../constants/store-policy';
import { looksLikeEmail } from './email';
import { isBlank, resultOf, trimmed, type FieldError, type ValidationResult } from './field-error';
import { CHECKOUT_MESSAGES as M } from './messages';
import { isRwandanPhone } from './rwandan-phone';

/** The contact and shipping fields of checkout steps 1 and 2, as typed. */
export interface CheckoutFormInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** The 'Address' field. */
  street?: string;
  /** Kigali when absent; an emptied field is an error. */
  city?: string;
  district?: string;
  postalCode?: string;
}

/** The order's shippingAddress (SPEC section 3). */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  district: string;
  postalCode?: string;
  country: typeof COUNTRY;
}

/** What the form starts with. */
export const CHECKOUT_FORM_DEFAULTS = { city: DEFAULT_CITY, country: COUNTRY } as const;

export function validateCheckoutForm(input: CheckoutFormInput): FieldError[] {
  const errors: FieldError[] = [];
  const required = (path: keyof CheckoutFormInput, message: string): boolean => {
    if (!isBlank(input[path])) return true;
    errors.push({ path, message });
    return false;
  };
  required('firstName', M.firstNameRequired);
  required('lastName', M.lastNameRequired);
  if (required('email', M.emailRequired) && !looksLikeEmail(trimmed(input.email))) {
    errors.push({ path: 'email', message: M.emailInvalid });
  }
  if (required('phone', M.phoneRequired) && !isRwandanPhone(trimmed(input.phone))) {
    errors.push({ path: 'phone', message: M.phoneInvalid });
  }
  required('street', M.addressRequired);
  if (input.city !== undefined) required('city', M.cityRequired);
  required('district', M.districtRequired);
  return errors;
}

/**
 * Validates and cleans the form: fields trimmed, city Kigali when not given, country
 * always Rwanda, a blank postal code left out. The phone is kept as the shopper typed it.
 */
export function parseCheckoutForm(input: CheckoutFormInput): ValidationResult<ShippingAddress> {
  return resultOf(validateCheckoutForm(input), () => {
    const postalCode = trimmed(input.postalCode);
    return {
      firstName: trimmed(input.firstName),
      lastName: trimmed(input.lastName),
      email: trimmed(input.email),
      phone: trimmed(input.phone),
      street: trimmed(input.street),
      city: input.city === undefined ? DEFAULT_CITY : trimmed(input.city),
      district: trimmed(input.district),
      ...(postalCode ? { postalCode } : {}),
      country: COUNTRY,
    };
  });
}
