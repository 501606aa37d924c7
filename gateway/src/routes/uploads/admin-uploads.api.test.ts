import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, renditionUrl } from '@shop/contracts/product-images';
import { metadataLeft, phonePhoto, progressiveJpeg } from '../../images/testing/test-photos';
import { productBody } from '../../testing/product-body';
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
    expect(await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
  });

  it('serves a phone photo upright at each width in AVIF, WebP and JPEG, without its EXIF or GPS position', async () => {
    const res = await upload(form(await phonePhoto(1600, 1200), 'IMG_2041.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const { url, key, size, contentType, media } = res.body.data;
    expect(url).toBe(`/uploads/${key}`);
    expect(contentType).toBe('image/jpeg');
    expect(media).toMatchObject({ width: 1200, height: 1600, widths: [320, 640, 1200], placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    const main = await fetch(`${shop.url}${url}`);
    expect(Number(main.headers.get('content-length'))).toBe(size);
    const files = [url, ...media.widths.flatMap((width: number) => IMAGE_FORMATS.map(({ format }) => renditionUrl(url, width, format)))];
    for (const path of files) {
      const served = await fetch(`${shop.url}${path}`);
      expect(served.status, path).toBe(200);
      const extension = path.split('.').at(-1);
      expect(served.headers.get('content-type'), path).toBe(IMAGE_FORMATS.find((entry) => entry.extension === extension)!.contentType);
      expect(await metadataLeft(new Uint8Array(await served.arrayBuffer())), path).toEqual({ exif: false, gps: false, camera: false });
    }
  });

  it('keeps the upload’s photo details with the product, which every shopper read returns', async () => {
    const { url, media } = (await upload(form(await progressiveJpeg(900, 600), 'dock.jpg', 'image/jpeg'))).body.data;
    const elsewhere = '/uploads/products/ffffffffffffffffffffffffffffffff.jpg';
    const body = { ...productBody('Photographed Dock'), images: { primary: url, gallery: [] }, media: { [url]: media, [elsewhere]: media } };
    const created = await shop.api('/api/v1/admin/products', { method: 'POST', token, json: body });
    expect(created.status).toBe(201);
    expect(created.body.data.media).toEqual({ [url]: media });
    const read = await shop.api(`/api/v1/products/${created.body.data._id}`);
    expect(read.body.data.media).toEqual({ [url]: media });
    const forged = await shop.api(`/api/v1/admin/products/${created.body.data._id}`, {
      method: 'PATCH',
      token,
      json: { media: { [url]: { ...media, placeholder: 'https://tracker.example/pixel.gif' } } },
    });
    expect(forged.status).toBe(400);
    for (const none of [{}, null]) {
      const cleared = await shop.api(`/api/v1/admin/products/${created.body.data._id}`, { method: 'PATCH', token, json: { media: none } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.media).toEqual({});
    }
  });

  it('keeps a GIF as it is, without renditions', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } }).gif().toBuffer();
    const res = await upload(form(gif, 'spinner.gif', 'image/gif'));
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.gif$/);
    expect(res.body.data.media).toBeUndefined();
    expect(new Uint8Array(await (await fetch(`${shop.url}${res.body.data.url}`)).arrayBuffer())).toEqual(new Uint8Array(gif));
  });

  it('refuses bytes that only start like a JPEG with 415, and a decompression bomb with 413', async () => {
    const fake = new Uint8Array([...JPEG.subarray(0, 4), ...new Uint8Array(300).fill(7)]);
    const broken = await upload(form(fake, 'photo.jpg', 'image/jpeg'));
    expect(broken.status).toBe(415);
    expect(broken.body.message).toBe('Please select an image file');
    const huge = await progressiveJpeg(64, 64);
    // The frame header's height and width (SOF2): claim 60,000 × 60,000 pixels.
    const sof = Buffer.from(huge).indexOf(Buffer.from([0xff, 0xc2]));
    const bomb = Buffer.from(huge);
    bomb.writeUInt16BE(60_000, sof + 5);
    bomb.writeUInt16BE(60_000, sof + 7);
    const refused = await upload(form(bomb, 'bomb.jpg', 'image/jpeg'));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Image must be at most 50 megapixels');
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
