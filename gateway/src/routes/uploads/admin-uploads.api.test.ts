import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../testing/test-shop';
import { startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';
import { PNG, JPEG } from '../../testing/image-bytes';


function form(bytes: Uint8Array, name: string, type: string, field = 'image') {
  const data = new FormData();
  data.set(field, new Blob([bytes], { type }), name);
  return data;
}

describe('admin image uploads', () => {
  let shop: ShopUnderTest;
  let token: string;
  beforeAll(async () => {
    shop = await startShopUnderTest();
    token = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  });
  afterAll(() => shop?.close());

  const upload = (body: FormData) => shop.api('/api/v1/admin/uploads', { method: 'POST', token, body });

  it('stores an image checked by its bytes and serves it back with its real type', async () => {
    // Named .gif and declared as text: the bytes say JPEG, and that is what counts.
    const res = await upload(form(JPEG, 'holiday.gif', 'text/plain'));
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/);
    const served = await fetch(`${shop.url}${res.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
  });

  it('refuses a file that is not an image, whatever its name, with 415', async () => {
    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const res = await upload(form(script, 'logo.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Please select an image file');
  });

  it('refuses an image over 5 MB with 413 and the message of SPEC section 5', async () => {
    const big = new Uint8Array(5_242_881);
    big.set(PNG);
    const res = await upload(form(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Image size must be less than 5MB');
  });

  it('asks for the file when none is sent, and refuses other field names', async () => {
    const none = await upload(new FormData());
    expect(none.status).toBe(400);
    const wrongField = await upload(form(PNG, 'a.png', 'image/png', 'file'));
    expect(wrongField.status).toBe(400);
  });

  it('answers 404 for uploads that do not exist or names that are not the store’s', async () => {
    expect((await fetch(`${shop.url}/uploads/products/65a1b2c3d4e5f60718293a4b.png`)).status).toBe(404);
    expect((await fetch(`${shop.url}/uploads/products/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
