import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, sampleProduct, startCatalogGateway, type CatalogGateway } from './testing/catalog-test-app';

let gw: CatalogGateway;
beforeAll(async () => {
  gw = await startCatalogGateway();
});
afterAll(() => gw.close());

const admin = `${ADMIN}:ADMIN`;
const ITEM_CODE_TAKEN = 'This item code is already used by another product';

describe('a product’s EBM fields through the admin routes', () => {
  it('are assigned on create when left blank, and given ones are kept, read in capitals', async () => {
    const assigned = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'Assigned Mouse', fiscal: { itemCode: '' } }) });
    expect(assigned.status).toBe(201);
    expect(assigned.body.data.fiscal).toEqual({ itemCode: expect.stringMatching(/^RW2NTU\d{7}$/), taxType: 'B' });
    const given = await gw.request('POST', '/admin/products', {
      user: admin,
      body: sampleProduct({ name: 'Given Mouse', fiscal: { itemCode: 'ke1bxkg0000345', taxType: 'C' } }),
    });
    expect(given.body.data.fiscal).toEqual({ itemCode: 'KE1BXKG0000345', taxType: 'C' });
  });

  it('are patched field by field, and a code another product has is a 409 under its field', async () => {
    const first = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'First Keyboard', fiscal: { itemCode: 'RW2NTU0009001' } }) });
    const second = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'Second Keyboard' }) });
    const taxed = await gw.request('PATCH', `/admin/products/${second.body.data._id}`, { user: admin, body: { fiscal: { taxType: 'D' } } });
    expect(taxed.body.data.fiscal).toEqual({ itemCode: second.body.data.fiscal.itemCode, taxType: 'D' });
    const taken = await gw.request('PATCH', `/admin/products/${second.body.data._id}`, { user: admin, body: { fiscal: { itemCode: first.body.data.fiscal.itemCode } } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ success: false, message: ITEM_CODE_TAKEN });
    const put = await gw.request('PUT', `/admin/products/${second.body.data._id}`, {
      user: admin,
      body: sampleProduct({ name: 'Second Keyboard', fiscal: { itemCode: 'RW2NTU0009001' } }),
    });
    expect(put.status).toBe(409);
  });

  it('refuse a malformed item code or tax type with 400 and the field’s message', async () => {
    const { status, body } = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'Bad Mouse', fiscal: { itemCode: 'RW2', taxType: 'VAT' } }) });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'fiscal.itemCode', message: expect.stringMatching(/^Item code must look like RW2NTU0000012/) },
      { path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' },
    ]);
  });
});
