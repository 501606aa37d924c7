import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from '../api/audit';
import { ADMIN_ACTION_EVENT_TYPES, ADMIN_ACTIONS, adminActionSchema } from './admin-action-events';
import { eventOwner } from './event-owners';
import { EVENT_SCHEMAS } from './event-schemas';

const action = {
  action: 'product.updated',
  actor: { userId: 'a'.repeat(24), email: 'admin@devshop.rw' },
  target: { type: 'product', id: 'c'.repeat(24), label: 'Logitech MX Master 3S' },
  changes: [{ field: 'price', before: 120000, after: 115000 }, { field: 'specs', after: { dpi: [800, 1600], wireless: true, note: null } }],
  at: '2025-03-01T10:00:00.000Z',
};

describe('admin-action events', () => {
  it('are four types, each owned by the service it names, with one payload schema', () => {
    expect(ADMIN_ACTION_EVENT_TYPES).toEqual(['catalog.admin-action', 'orders.admin-action', 'payments.admin-action', 'notifications.admin-action']);
    for (const type of ADMIN_ACTION_EVENT_TYPES) {
      expect(eventOwner(type)).toBe(type.split('.')[0]);
      expect(EVENT_SCHEMAS[type as keyof typeof EVENT_SCHEMAS].data).toBe(adminActionSchema);
    }
    expect(ADMIN_ACTIONS).toHaveLength(15);
  });

  it('take any JSON value before and after, and the request when there was one', () => {
    expect(adminActionSchema.parse(action)).toEqual(action);
    expect(adminActionSchema.parse({ ...action, requestId: 'r-1', clientAddress: '::1' })).toMatchObject({ requestId: 'r-1', clientAddress: '::1' });
  });

  it.each([
    ['an unknown action', { action: 'product.stolen' }],
    ['an actor that is not a user id', { actor: { userId: 'admin', email: 'admin@devshop.rw' } }],
    ['an actor without an e-mail', { actor: { userId: 'a'.repeat(24), email: 'admin' } }],
    ['an unknown target type', { target: { type: 'warehouse', id: 'x' } }],
    ['a target without an id', { target: { type: 'order', id: '' } }],
    ['a change without a field', { changes: [{ before: 1 }] }],
    ['a value JSON cannot hold', { changes: [{ field: 'x', after: () => 1 }] }],
    ['a number JSON cannot hold', { changes: [{ field: 'x', after: Number.NaN }] }],
    ['a value inside a value JSON cannot hold', { changes: [{ field: 'x', after: { dpi: [800, undefined] } }] }],
    ['an object that is not plain data', { changes: [{ field: 'x', before: new Date(0) }] }],
    ['a value nested deeper than any change needs', { changes: [{ field: 'x', after: [[[[[[[[[1]]]]]]]]] }] }],
    ['no time', { at: undefined }],
  ])('refuse %s', (_name, change) => {
    expect(adminActionSchema.safeParse({ ...action, ...change }).success).toBe(false);
  });
});

describe('the audit query', () => {
  it('reads blank filters as absent and caps the page size', () => {
    expect(auditQuerySchema.parse({ page: '2', limit: '500', actor: ' ', action: '', from: '2025-03-01', to: '2025-03-01' })).toEqual({
      page: 2,
      limit: 100,
      actor: undefined,
      action: undefined,
      targetType: undefined,
      targetId: undefined,
      from: '2025-03-01',
      to: '2025-03-01',
    });
  });

  it.each([
    [{ actor: 'someone' }, 'actor', 'Person must be a user id or an e-mail'],
    [{ action: 'x' }, 'action', 'Unknown action'],
    [{ targetType: 'x' }, 'targetType', 'Unknown target type'],
    [{ from: '2025-02-30' }, 'from', 'from must be a date (YYYY-MM-DD)'],
    [{ to: '1 March' }, 'to', 'to must be a date (YYYY-MM-DD)'],
    [{ from: '2025-03-02', to: '2025-03-01' }, 'from', 'from must not be after to'],
  ])('refuses %j with a message naming the parameter', (query, path, message) => {
    const parsed = auditQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
  });
});
