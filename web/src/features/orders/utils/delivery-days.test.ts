import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { sampleOrder } from '../testing/sample-order';
import { deliveryDays } from './delivery-days';
import { receiptContent } from './receipt-content';

const musanze = { zone: 'northern', district: 'Musanze', fee: 3000, estimate: { minDays: 4, maxDays: 6 } };

beforeAll(() => speak('en'));

describe('the estimate of an order’s delivery zone', () => {
  it('is the zone’s for an order with one, SPEC’s 3-4 days without', () => {
    expect(deliveryDays({ delivery: musanze })).toEqual({ min: 4, max: 6 });
    expect(deliveryDays({})).toEqual({ min: 3, max: 4 });
  });

  it('is printed on the receipt', () => {
    const notes = receiptContent(sampleOrder({ delivery: musanze, deliveryFee: 3000 }), new Date('2026-11-23T09:00:00.000Z'), 'en').notes;
    expect(notes).toContain('Delivered by bike in 4-6 business days.');
    expect(receiptContent(sampleOrder(), new Date('2026-11-23T09:00:00.000Z'), 'en').notes).toContain('Delivered by bike in 3-4 business days.');
  });
});
