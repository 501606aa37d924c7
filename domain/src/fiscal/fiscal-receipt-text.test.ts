import { describe, expect, it } from 'vitest';
import { fiscalQrContent, fiscalReceiptLabel, inGroupsOfFour } from './fiscal-receipt-text';

describe('fiscal receipt text', () => {
  it('prints internal data and signature in groups of four', () => {
    expect(inGroupsOfFour('ABCDEFGHIJ')).toBe('ABCD-EFGH-IJ');
    expect(inGroupsOfFour('GZGGIZLYTJSSD7YLYLGIIG6FCY')).toBe('GZGG-IZLY-TJSS-D7YL-YLGI-IG6F-CY');
    expect(inGroupsOfFour('TQZMKL57AGBMSTPO')).toBe('TQZM-KL57-AGBM-STPO');
    expect(inGroupsOfFour('')).toBe('');
  });

  const fields = { sdcId: 'SDC010000005', rcptNo: 27, intrlData: 'GZGGIZLYTJSSD7YLYLGIIG6FCY', rcptSign: 'TQZMKL57AGBMSTPO' };

  it('writes the QR content with the date and time in Kigali', () => {
    expect(fiscalQrContent({ ...fields, vsdcAt: '2021-10-27T16:21:14+02:00' })).toBe(
      '27102021#162114#SDC010000005#27#GZGGIZLYTJSSD7YLYLGIIG6FCY#TQZMKL57AGBMSTPO',
    );
    // 22:30 UTC is already the next day in Kigali.
    expect(fiscalQrContent({ ...fields, vsdcAt: new Date('2024-12-31T22:30:05Z') })).toMatch(/^01012025#003005#/);
  });

  it('refuses a date it cannot read rather than printing a wrong QR code', () => {
    expect(() => fiscalQrContent({ ...fields, vsdcAt: 'yesterday' })).toThrow(RangeError);
  });

  it('labels normal receipts NS and NR, and reprints CS and CR with the COPY mark', () => {
    expect(fiscalReceiptLabel('S', false)).toEqual({ code: 'NS', text: 'Normal Sale', watermark: null });
    expect(fiscalReceiptLabel('R', false)).toEqual({ code: 'NR', text: 'Normal Refund', watermark: null });
    expect(fiscalReceiptLabel('S', true)).toEqual({ code: 'CS', text: 'Copy Sale', watermark: 'COPY' });
    expect(fiscalReceiptLabel('R', true)).toEqual({ code: 'CR', text: 'Copy Refund', watermark: 'COPY' });
  });
});
