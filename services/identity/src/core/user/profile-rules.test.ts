import { describe, expect, it } from 'vitest';
import type { ProfileChanges } from '../../api/identity-api';
import { cleanProfileChanges, nameError } from './profile-rules';

/** The field errors a refused change reports. */
function errorsOf(changes: unknown): unknown {
  try {
    cleanProfileChanges(changes as ProfileChanges);
  } catch (error) {
    expect(error).toMatchObject({ kind: 'invalid', message: 'Validation failed' });
    return (error as { errors: unknown }).errors;
  }
  throw new Error('the change was accepted');
}

describe('profile rules', () => {
  it('a name is required and must not be blank', () => {
    expect(nameError('firstName', '  ', 'First name is required')).toEqual({ path: 'firstName', message: 'First name is required' });
    expect(nameError('lastName', undefined, 'Last name is required')).toEqual({ path: 'lastName', message: 'Last name is required' });
    expect(errorsOf({ firstName: ' ', lastName: '' })).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
    ]);
  });

  it('a name may have up to 100 characters, not counting surrounding spaces', () => {
    expect(nameError('firstName', ` ${'a'.repeat(100)} `, 'required')).toBeNull();
    expect(errorsOf({ firstName: 'a'.repeat(101), lastName: 'b'.repeat(101) })).toEqual([
      { path: 'firstName', message: 'First name must be at most 100 characters' },
      { path: 'lastName', message: 'Last name must be at most 100 characters' },
    ]);
  });

  it('names are kept trimmed', () => {
    expect(cleanProfileChanges({ firstName: '  Aline ', lastName: ' Uwase  ' })).toEqual({ firstName: 'Aline', lastName: 'Uwase' });
  });

  it('only a Rwandan phone number is accepted, and blank text clears it', () => {
    expect(cleanProfileChanges({ phone: ' 0788123456 ' })).toEqual({ phone: '0788123456' });
    expect(cleanProfileChanges({ phone: '   ' })).toEqual({ phone: '' });
    const refused = [{ path: 'phone', message: 'Please enter a valid Rwandan phone number' }];
    expect(errorsOf({ phone: '12345' })).toEqual(refused);
    expect(errorsOf({ phone: 788123456 })).toEqual(refused);
  });

  it('an address must be an object', () => {
    const refused = [{ path: 'address', message: 'Address must be an object' }];
    expect(errorsOf({ address: 'Kigali' })).toEqual(refused);
    expect(errorsOf({ address: null })).toEqual(refused);
    expect(errorsOf({ address: ['Kigali'] })).toEqual(refused);
  });

  it('address fields are text, each with its own length limit', () => {
    expect(errorsOf({ address: { city: 'c'.repeat(101), state: 's'.repeat(101), country: 'r'.repeat(101), zipCode: 'z'.repeat(21) } })).toEqual([
      { path: 'address.city', message: 'City must be at most 100 characters' },
      { path: 'address.state', message: 'District must be at most 100 characters' },
      { path: 'address.zipCode', message: 'Postal code must be at most 20 characters' },
      { path: 'address.country', message: 'Country must be at most 100 characters' },
    ]);
    expect(errorsOf({ address: { street: 1, city: 2, state: 3, country: 4 } })).toEqual([
      { path: 'address.street', message: 'Address must be text' },
      { path: 'address.city', message: 'City must be text' },
      { path: 'address.state', message: 'District must be text' },
      { path: 'address.country', message: 'Country must be text' },
    ]);
  });

  it('address fields at their length limit are accepted, trimmed', () => {
    const full = { street: 'a'.repeat(200), city: 'b'.repeat(100), state: 'c'.repeat(100), zipCode: 'd'.repeat(20), country: 'e'.repeat(100) };
    const padded = Object.fromEntries(Object.entries(full).map(([key, value]) => [key, ` ${value} `]));
    expect(cleanProfileChanges({ address: padded })).toEqual({ address: full });
  });
});
