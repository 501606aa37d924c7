import { describe, expect, it } from 'vitest';
import type { User } from '../types';
import { fieldErrorFor, profileChanges, toProfileValues } from './profile-values';
import { storedUserOf } from './stored-user';

const user: User = {
  id: '64b7f0c2a1b2c3d4e5f60718',
  _id: '64b7f0c2a1b2c3d4e5f60718',
  email: 'aline@example.rw',
  firstName: 'Aline',
  lastName: 'Uwase',
  username: 'aline',
  role: 'USER',
  avatar: '',
  phone: '',
  provider: 'local',
  isBlocked: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  address: { street: 'KG 11 Ave', city: 'Kigali', state: 'Gasabo', zipCode: '', country: 'Rwanda' },
};

describe('profile values', () => {
  it('fills the form from the account, address included', () => {
    expect(toProfileValues(user)).toEqual({
      firstName: 'Aline',
      lastName: 'Uwase',
      phone: '',
      street: 'KG 11 Ave',
      city: 'Kigali',
      state: 'Gasabo',
      zipCode: '',
      country: 'Rwanda',
    });
  });

  it('reads back a stored account, and nothing that is not one', () => {
    expect(storedUserOf(JSON.parse(JSON.stringify(user)))).toEqual(user);
    expect(storedUserOf({ email: 'no-id@example.rw' })).toBeNull();
    expect(storedUserOf({ id: 'x' })).toBeNull();
    expect(storedUserOf('nope')).toBeNull();
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
