import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { SubscriberRecord } from '../ports/subscriber-repository.port';
import { subscriberEmail, toSubscriberView } from './subscriber';

const INVALID = 'Please enter a valid email address';

function refusalOf(email: unknown) {
  try {
    subscriberEmail(email);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { kind, message, errors } = error as AppError;
    return { kind, message, errors };
  }
  return expect.unreachable(`${String(email)} was taken`);
}

describe('a subscriber\'s e-mail', () => {
  it('is kept trimmed and lower-case', () => {
    expect(subscriberEmail('  Jean@Example.RW ')).toBe('jean@example.rw');
  });

  it('may be as long as a mailbox can be (254 characters), not longer', () => {
    const longest = `${'a'.repeat(242)}@example.rw`;
    expect(longest).toHaveLength(253);
    expect(subscriberEmail(`${longest}x`)).toHaveLength(254);
    expect(refusalOf(`${longest}xy`)).toEqual({ kind: 'invalid', message: INVALID, errors: [{ path: 'email', message: INVALID }] });
  });

  it('is refused with SPEC\'s message when it is not text', () => {
    for (const email of [undefined, 42, { email: 'a@example.rw' }]) {
      expect(refusalOf(email)).toEqual({ kind: 'invalid', message: INVALID, errors: [{ path: 'email', message: INVALID }] });
    }
  });
});

describe('the admin view of a subscriber', () => {
  const record: SubscriberRecord = {
    id: 's1',
    email: 'jean@example.rw',
    isActive: true,
    subscribedAt: '2026-11-10T08:00:00.000Z',
    unsubscribedAt: '2026-11-09T08:00:00.000Z',
    tokenHash: 'digest',
    activationId: 'activation-1',
    announced: true,
    createdAt: '2026-11-01T08:00:00.000Z',
  };

  it('shows when an ended subscription ended', () => {
    expect(toSubscriberView({ ...record, isActive: false })).toStrictEqual({
      _id: 's1',
      email: 'jean@example.rw',
      subscribedAt: '2026-11-10T08:00:00.000Z',
      isActive: false,
      unsubscribedAt: '2026-11-09T08:00:00.000Z',
    });
  });

  it('shows no end for an active subscription, nor for an ended one without a date', () => {
    const view = { _id: 's1', email: 'jean@example.rw', subscribedAt: '2026-11-10T08:00:00.000Z' };
    expect(toSubscriberView(record)).toStrictEqual({ ...view, isActive: true });
    expect(toSubscriberView({ ...record, isActive: false, unsubscribedAt: undefined })).toStrictEqual({ ...view, isActive: false });
  });
});
