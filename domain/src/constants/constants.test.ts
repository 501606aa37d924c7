import { describe, expect, it } from 'vitest';
import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from '../delivery/delivery-fee';
import { MAX_GALLERY_IMAGES, MAX_UPLOAD_BYTES, ORDER_HISTORY_PAGE_SIZE, PRODUCT_LIST_DEFAULTS } from './limits';
import { NEWSLETTER_DISCOUNT_PERCENT, RETURN_POLICY_DAYS, WELCOME_COUPON_CODE } from './store-policy';
import {
  HEALTH_CHECK_BACKOFF_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  PRODUCT_CACHE_TIMEOUT_MS,
  TOAST_DURATION_MS,
} from './timings';

// Figures the shop advertises or users wait on: a change here is a product decision.
describe('business constants', () => {
  it('match the promises of the shop', () => {
    expect({ FREE_DELIVERY_THRESHOLD, DELIVERY_FEE, NEWSLETTER_DISCOUNT_PERCENT, WELCOME_COUPON_CODE, RETURN_POLICY_DAYS }).toEqual({
      FREE_DELIVERY_THRESHOLD: 50_000,
      DELIVERY_FEE: 1000,
      NEWSLETTER_DISCOUNT_PERCENT: 2,
      WELCOME_COUPON_CODE: 'WELCOME2',
      RETURN_POLICY_DAYS: 30,
    });
  });

  it('match the limits and timings of the spec', () => {
    expect(PRODUCT_LIST_DEFAULTS).toEqual({ page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(ORDER_HISTORY_PAGE_SIZE).toBe(50);
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_GALLERY_IMAGES).toBe(4);
    expect(PRODUCT_CACHE_TIMEOUT_MS).toBe(5 * 60 * 1000);
    // a mobile-money prompt is watched for 5 minutes in all
    expect(PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_MAX_ATTEMPTS).toBe(300_000);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(HEALTH_CHECK_BACKOFF_MS).toEqual([1000, 2000, 4000]);
  });
});
