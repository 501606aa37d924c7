import { describe, expect, it } from 'vitest';
import { merchantDialCode } from './merchant-dial-code';

describe('merchantDialCode', () => {
  it('puts a positive whole amount in the code', () => {
    expect(merchantDialCode('182000', 89000)).toBe('*182*8*1*182000*89000#');
  });

  it('leaves the amount to the phone when there is none, or it is not a whole positive amount', () => {
    for (const amount of [undefined, 0, -5, 12.5, Number.NaN]) expect(merchantDialCode('182000', amount)).toBe('*182*8*1*182000#');
  });
});
