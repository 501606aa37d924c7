import { describe, expect, it } from 'vitest';
import { objectIdSchema } from './id-schema';
import { isObjectId } from './ids';

describe('ids', () => {
  it('accepts a 24-hex ObjectId in either case', () => {
    expect(isObjectId('507f1f77bcf86cd799439011')).toBe(true);
    expect(isObjectId('507F1F77BCF86CD799439011')).toBe(true);
    expect(objectIdSchema.safeParse('507F1F77BCF86CD799439011').success).toBe(true);
  });

  it.each([undefined, 42, '', '507f1f77bcf86cd79943901', '507f1f77bcf86cd7994390111', '507f1f77bcf86cd79943901g', ' 507f1f77bcf86cd799439011'])(
    'refuses %j',
    (value) => {
      expect(isObjectId(value)).toBe(false);
      expect(objectIdSchema.safeParse(value).success).toBe(false);
    },
  );
});
