import { describe, expect, it } from 'vitest';
import { defaultAddress, toUserView, type UserRecord } from './user';

const record: UserRecord = {
  id: 'u1',
  email: 'a@example.rw',
  firstName: 'A',
  lastName: 'B',
  username: 'a',
  role: 'USER',
  avatar: '',
  phone: '',
  provider: 'local',
  providerUserId: 'a@example.rw',
  isBlocked: false,
  passwordHash: 'secret-hash',
  address: defaultAddress(),
  searchPrefixes: ['a'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the user view', () => {
  it('shows an account that never signed in without a last sign-in', () => {
    expect(Object.keys(toUserView(record))).not.toContain('lastLoginAt');
  });

  it('shows the last sign-in once there is one', () => {
    expect(toUserView({ ...record, lastLoginAt: '2026-02-01T00:00:00.000Z' }).lastLoginAt).toBe('2026-02-01T00:00:00.000Z');
  });

  it('never shows the password hash or the search index', () => {
    const view = toUserView(record) as unknown as Record<string, unknown>;
    expect(view.passwordHash).toBeUndefined();
    expect(view.searchPrefixes).toBeUndefined();
  });

  it('a new address is in Kigali, Rwanda, with everything else blank', () => {
    expect(defaultAddress()).toEqual({ street: '', city: 'Kigali', state: '', zipCode: '', country: 'Rwanda' });
  });
});
