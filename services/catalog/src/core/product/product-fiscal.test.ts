import { describe, expect, it } from 'vitest';
import { parseFiscal, shopItemCode } from './product-fiscal';

const ITEM_CODE_INVALID = 'Item code must look like RW2NTU0000012: country, product type (1, 2 or 3), packaging unit, quantity unit and a 7-digit number';

describe('the shop’s own item codes', () => {
  it('are RW2NTU and the number in seven digits', () => {
    expect(shopItemCode(1)).toBe('RW2NTU0000001');
    expect(shopItemCode(12)).toBe('RW2NTU0000012');
    expect(shopItemCode(9_999_999)).toBe('RW2NTU9999999');
  });
});

describe('a form’s EBM fields', () => {
  it('take an item code of the RRA pattern, read in capitals, and a tax type A to D', () => {
    expect(parseFiscal({ itemCode: ' rw2ntu0000012 ', taxType: 'C' })).toEqual({ value: { itemCode: 'RW2NTU0000012', taxType: 'C' }, errors: [] });
    expect(parseFiscal({ itemCode: 'KE1BXKG0000345', taxType: 'A' }).value).toEqual({ itemCode: 'KE1BXKG0000345', taxType: 'A' });
  });

  it('leave blank, null or absent fields out, for the catalog to assign or keep', () => {
    expect(parseFiscal(undefined)).toEqual({ value: {}, errors: [] });
    expect(parseFiscal(null)).toEqual({ value: {}, errors: [] });
    expect(parseFiscal({ itemCode: '  ', taxType: '' })).toEqual({ value: {}, errors: [] });
    expect(parseFiscal({ itemCode: null, taxType: null })).toEqual({ value: {}, errors: [] });
  });

  it.each([['RW4NTU0000012'], ['RW2NTU000012'], ['RW2NTUXYZ0000012'], ['RW2NTU0000012X'], [12]])('refuse the item code %s, saying what one looks like', (itemCode) => {
    expect(parseFiscal({ itemCode }).errors).toEqual([{ path: 'fiscal.itemCode', message: ITEM_CODE_INVALID }]);
  });

  it('refuse any other tax type, lower case included, and details that are not an object', () => {
    expect(parseFiscal({ taxType: 'E' }).errors).toEqual([{ path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' }]);
    expect(parseFiscal({ taxType: 'b' }).errors).toEqual([{ path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' }]);
    expect(parseFiscal('B').errors).toEqual([{ path: 'fiscal', message: 'EBM details must give an item code and a tax type' }]);
    expect(parseFiscal(['B']).errors).toEqual([{ path: 'fiscal', message: 'EBM details must give an item code and a tax type' }]);
  });
});
