import { describe, expect, it } from 'vitest';
import { parseUser } from './parse-user';
import { fieldErrorFor, profileChanges, toProfileValues } from './profile-values';

const user = parseUser({
  id: '64b7f0c2a1b2c3d4e5f60718',
  email: 'aline@example.rw',
  firstName: 'Aline',
  lastName: 'Uwase',
  phone: '',
  role: 'USER',
  address: { street: 'KG 11 Ave', state: 'Gasabo' },
})!;

describe('profile values', () => {
  it('reads a user with the default city and country', () => {
    expect(user.address).toEqual({ street: 'KG 11 Ave', city: 'Kigali', state: 'Gasabo', zipCode: '', country: 'Rwanda' });
    expect(parseUser({ email: 'no-id@example.rw' })).toBeNull();
    expect(parseUser({ id: 'x' })).toBeNull();
    expect(parseUser('nope')).toBeNull();
  });

  it('sends only what changed, trimmed, and never the email', () => {
    const values = { ...toProfileValues(user), firstName: ' Alina ', phone: '0788123456', zipCode: '00100' };
    expect(profileChanges(user, values)).toEqual({ firstName: 'Alina', phone: '0788123456', address: { zipCode: '00100' } });
    expect(profileChanges(user, toProfileValues(user))).toEqual({});
  });

  it('finds the server error for a field by its path', () => {
    const errors = [
      { path: 'phone', message: 'Please enter a valid Rwandan phone number' },
      { path: 'address.city', message: 'City must be text' },
    ];
    expect(fieldErrorFor(errors, 'phone')).toBe('Please enter a valid Rwandan phone number');
    expect(fieldErrorFor(errors, 'city')).toBe('City must be text');
    expect(fieldErrorFor(errors, 'firstName')).toBeUndefined();
  });
});
