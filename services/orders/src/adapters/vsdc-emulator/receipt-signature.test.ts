import { describe, expect, it } from 'vitest';
import { base32, signReceipt } from './receipt-signature';

const fields = {
  tin: '999991130',
  bhfId: '00',
  invcNo: 1,
  rcptTyCd: 'S',
  rcptNo: 1,
  totRcptNo: 1,
  totAmt: 10_500,
  totTaxAmt: 1602,
  vsdcRcptPbctDate: '20250314233000',
  sdcId: 'SDC010000001',
  mrcNo: 'WIS01000001',
};

describe('the emulator’s receipt signature', () => {
  it('encodes base32 as RFC 4648 does', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(base32(text(''))).toBe('');
    expect(base32(text('f'))).toBe('MY');
    expect(base32(text('foob'))).toBe('MZXW6YQ');
    expect(base32(text('foobar'))).toBe('MZXW6YTBOI');
  });

  it('writes internal data and signature as the VSDC does: 26 and 16 base32 capitals', () => {
    const { intrlData, rcptSign } = signReceipt('secret', fields);
    expect(intrlData).toMatch(/^[A-Z2-7]{26}$/);
    expect(rcptSign).toMatch(/^[A-Z2-7]{16}$/);
  });

  it('signs the same receipt the same way, and a receipt differing in any field otherwise', () => {
    const signature = signReceipt('secret', fields);
    expect(signReceipt('secret', { ...fields })).toEqual(signature);
    for (const changed of [{ totAmt: 10_501 }, { invcNo: 2 }, { rcptTyCd: 'R' }, { totRcptNo: 2 }, { vsdcRcptPbctDate: '20250314233001' }]) {
      const other = signReceipt('secret', { ...fields, ...changed });
      expect(other.intrlData, JSON.stringify(changed)).not.toBe(signature.intrlData);
      expect(other.rcptSign, JSON.stringify(changed)).not.toBe(signature.rcptSign);
    }
    expect(signReceipt('another secret', fields)).not.toEqual(signature);
  });
});
