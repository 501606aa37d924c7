import { describe, expect, it } from 'vitest';
import { VSDC_ROUTES } from './vsdc-api';

// The adapter and the emulator share these paths, so only this test would notice a typo.
describe('the VSDC routes', () => {
  it('are the paths of RRA’s VSDC API', () => {
    expect(VSDC_ROUTES).toEqual({
      init: '/initializer/selectInitInfo',
      codes: '/code/selectCodes',
      saveItem: '/items/saveItems',
      saveSale: '/trnsSales/saveSales',
      selectSale: '/trnsSales/selectInvoice',
    });
  });
});
