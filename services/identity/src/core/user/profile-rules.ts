import { AppError, CHECKOUT_MESSAGES, isLanguage, isRwandanPhone, type FieldError, type Language } from '@shop/domain';
import type { ProfileChanges, UserAddress } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import { DEFAULT_CITY, DEFAULT_COUNTRY } from './user';

export const NAME_MAX_LENGTH = 100;
const ADDRESS_MAX_LENGTH: Record<keyof UserAddress, number> = {
  street: 200,
  city: 100,
  state: 100,
  zipCode: 20,
  country: 100,
};
const ADDRESS_LABELS: Record<keyof UserAddress, string> = {
  street: 'Address',
  city: 'City',
  state: 'District',
  zipCode: 'Postal code',
  country: 'Country',
};

/** A required name: present, not blank, not too long. */
export function nameError(path: string, value: unknown, requiredMessage: string): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return { path, message: requiredMessage };
  if (value.trim().length > NAME_MAX_LENGTH) {
    return { path, message: IDENTITY_MESSAGES.tooLong(path === 'firstName' ? 'First name' : 'Last name', NAME_MAX_LENGTH) };
  }
  return null;
}

/** Profile changes trimmed and checked; blank city and country fall back to Kigali and Rwanda. */
export interface CleanProfileChanges {
  firstName?: string;
  lastName?: string;
  /** As typed, trimmed; '' clears it. */
  phone?: string;
  address?: Partial<UserAddress>;
  language?: Language;
}

export function cleanProfileChanges(changes: ProfileChanges): CleanProfileChanges {
  const errors: FieldError[] = [];
  const clean: CleanProfileChanges = {};
  if (changes.firstName !== undefined) {
    const error = nameError('firstName', changes.firstName, CHECKOUT_MESSAGES.firstNameRequired);
    if (error) errors.push(error);
    else clean.firstName = changes.firstName.trim();
  }
  if (changes.lastName !== undefined) {
    const error = nameError('lastName', changes.lastName, CHECKOUT_MESSAGES.lastNameRequired);
    if (error) errors.push(error);
    else clean.lastName = changes.lastName.trim();
  }
  if (changes.phone !== undefined) {
    const phone = typeof changes.phone === 'string' ? changes.phone.trim() : null;
    if (phone === null || (phone !== '' && !isRwandanPhone(phone))) {
      errors.push({ path: 'phone', message: CHECKOUT_MESSAGES.phoneInvalid });
    } else clean.phone = phone;
  }
  if (changes.language !== undefined) {
    if (isLanguage(changes.language)) clean.language = changes.language;
    else errors.push({ path: 'language', message: IDENTITY_MESSAGES.languageInvalid });
  }
  if (changes.address !== undefined) {
    const address = cleanAddress(changes.address, errors);
    if (address) clean.address = address;
  }
  if (errors.length > 0) throw new AppError('invalid', IDENTITY_MESSAGES.validationFailed, errors);
  return clean;
}

function cleanAddress(input: unknown, errors: FieldError[]): Partial<UserAddress> | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    errors.push({ path: 'address', message: 'Address must be an object' });
    return null;
  }
  const given = input as Record<string, unknown>;
  const address: Partial<UserAddress> = {};
  for (const key of Object.keys(ADDRESS_MAX_LENGTH) as Array<keyof UserAddress>) {
    const value = given[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      errors.push({ path: `address.${key}`, message: `${ADDRESS_LABELS[key]} must be text` });
      continue;
    }
    const text = value.trim();
    if (text.length > ADDRESS_MAX_LENGTH[key]) {
      errors.push({ path: `address.${key}`, message: IDENTITY_MESSAGES.tooLong(ADDRESS_LABELS[key], ADDRESS_MAX_LENGTH[key]) });
      continue;
    }
    if (key === 'city') address.city = text || DEFAULT_CITY;
    else if (key === 'country') address.country = text || DEFAULT_COUNTRY;
    else address[key] = text;
  }
  return address;
}
