import { describe, expect, it } from 'vitest';
import { normaliseRwandanMobile } from './msisdn';

describe('a Rwandan mobile number', () => {
  it('comes out as +2507XXXXXXXX however it was typed', () => {
    for (const typed of ['0788123456', '0788 123 456', '250788123456', '+250788123456', '+250 788-123-456', ' 0788123456 ']) {
      expect(normaliseRwandanMobile(typed), typed).toBe('+250788123456');
    }
  });

  it('takes MTN (078, 079) and Airtel (072, 073) numbers', () => {
    expect(normaliseRwandanMobile('0791234567')).toBe('+250791234567');
    expect(normaliseRwandanMobile('0721234567')).toBe('+250721234567');
    expect(normaliseRwandanMobile('0731234567')).toBe('+250731234567');
  });

  it('refuses what no SMS can reach in Rwanda: a landline, a foreign mobile, a short or long number, words', () => {
    for (const typed of ['0252123456', '+254712345678', '+12025550123', '078812345', '07881234567', 'STOP', '']) {
      expect(normaliseRwandanMobile(typed), typed).toBeNull();
    }
  });
});
