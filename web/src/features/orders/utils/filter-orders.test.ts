import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/sample-order';
import { filterOrders } from './filter-orders';

const a = sampleOrder({ _id: 'a', orderNumber: 'DS-2611-AAAAAA' });
const b = sampleOrder({
  _id: 'b',
  orderNumber: 'DS-2611-BBBBBB',
  shippingAddress: { ...sampleOrder().shippingAddress, firstName: 'Jean', lastName: 'Habimana' },
  user: { firstName: 'Jean', lastName: 'Habimana', email: 'jean@example.rw' },
});
const ids = (search: string) => filterOrders([a, b], search).map((o) => o._id);

describe('filterOrders', () => {
  it('keeps every order for a blank search', () => {
    expect(ids('')).toEqual(['a', 'b']);
    expect(ids('   ')).toEqual(['a', 'b']);
  });

  it('matches the order number, first name or last name, ignoring case', () => {
    expect(ids('ds-2611-bbb')).toEqual(['b']);
    expect(ids('ALINE')).toEqual(['a']);
    expect(ids('habimana')).toEqual(['b']);
    expect(ids('  Jean ')).toEqual(['b']);
    expect(ids('jean habimana')).toEqual(['b']);
    expect(ids('nobody')).toEqual([]);
  });
});
