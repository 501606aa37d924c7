import type { FieldError } from '@/lib/api-client';
import type { ProfileChanges, User, UserAddress } from '../types';

/** The editable profile fields, flat, as the form holds them. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export type ProfileField = keyof ProfileValues;

const addressFields = ['street', 'city', 'state', 'zipCode', 'country'] as const satisfies readonly (keyof UserAddress)[];

export function toProfileValues(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    ...user.address,
  };
}

/** Only what changed (trimmed), so untouched fields are never re-validated or overwritten. */
export function profileChanges(user: User, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const before = toProfileValues(user);
  for (const key of ['firstName', 'lastName', 'phone'] as const) {
    const value = values[key].trim();
    if (value !== before[key]) changes[key] = value;
  }
  const address: Partial<UserAddress> = {};
  for (const key of addressFields) {
    const value = values[key].trim();
    if (value !== before[key]) address[key] = value;
  }
  if (Object.keys(address).length > 0) changes.address = address;
  return changes;
}

/** The server's error for a form field: paths 'phone', 'address.city' (or 'address/city', 'city'). */
export function fieldErrorFor(errors: FieldError[], field: ProfileField): string | undefined {
  const paths = (addressFields as readonly string[]).includes(field)
    ? [`address.${field}`, `address/${field}`, `/address/${field}`, field]
    : [field, `/${field}`];
  return errors.find((error) => paths.includes(error.path))?.message;
}
