import { describe, expect, it } from 'vitest';
import { orderStatusBody } from './order-status-body';

describe('orderStatusBody', () => {
  it('sends the status with the tracking number and notes trimmed', () => {
    expect(orderStatusBody({ status: 'shipped', trackingNumber: '  RW123456789 ', notes: ' Sent with DHL\n' })).toEqual({
      status: 'shipped',
      trackingNumber: 'RW123456789',
      notes: 'Sent with DHL',
    });
  });

  it('leaves out a blank tracking number and blank notes, so the order keeps what it has', () => {
    expect(orderStatusBody({ status: 'processing', trackingNumber: '   ', notes: '' })).toEqual({ status: 'processing' });
  });
});
