import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { largePng, metadataLeft, phonePhoto } from '../../images/testing/test-photos';
import { eventually, startPaymentsGateway, type PaymentsGateway } from './testing/payments-test-app';
import { PNG, JPEG } from '../../testing/image-bytes';


function proofForm(bytes: Uint8Array | null, name: string, type: string, orderId?: string) {
  const form = new FormData();
  if (bytes) form.set('paymentProof', new Blob([bytes], { type }), name);
  if (orderId) form.set('orderId', orderId);
  return form;
}

describe('manual payment proof over HTTP', () => {
  let shop: PaymentsGateway;
  let shopper: { token: string; userId: string };
  beforeEach(async () => {
    shop = await startPaymentsGateway();
    shopper = await shop.login('shopper');
  });
  afterEach(() => shop.close());

  const upload = (orderId: string, body: FormData, token = shopper.token) =>
    shop.api(`/orders/${orderId}/payment-proof`, { method: 'POST', token, body });

  it('takes a PNG by its content even when named .txt, keeps it private and tells orders it awaits verification', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const res = await upload(order.orderId, proofForm(PNG, 'receipt.txt', 'text/plain', order.orderId));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ orderId: order.orderId, status: 'PENDING', proofUrl: expect.stringMatching(/^\/api\/v1\/payments\/proofs\/[0-9a-f]{32}$/) });
    await eventually(() => shop.proofsSubmitted.length === 1);
    expect(shop.proofsSubmitted[0]?.data).toMatchObject({
      paymentId: res.body.data.paymentId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      userId: shopper.userId,
    });
    const served = await fetch(`${shop.url}${res.body.data.proofUrl}`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const jpeg = await upload(order.orderId, proofForm(JPEG, 'again.jpg', 'image/jpeg'));
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.paymentId).toBe(res.body.data.paymentId);
  });

  it('serves a proof to the order’s owner and to admins only: 401 anonymous, 404 to another shopper', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const { proofUrl } = (await upload(order.orderId, proofForm(JPEG, 'momo.jpg', 'image/jpeg', order.orderId))).body.data;
    const path = proofUrl.replace('/api/v1', '');
    const admin = await shop.login('admin');
    const other = await shop.newShopper();
    const asOwner = await shop.api(path, { token: shopper.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('image/png');
    const asAdmin = await shop.api(path, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await shop.api(path);
    expect(anonymous.status).toBe(401);
    const stranger = await shop.api(path, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ success: false, message: 'Payment proof not found' });
    expect((await shop.api(`/payments/proofs/${'0'.repeat(32)}`, { token: admin.token })).status).toBe(404);
    expect((await shop.api('/payments/proofs/not-a-name', { token: admin.token })).status).toBe(404);
    // The admin's payments view links the same private address.
    const [payment] = (await shop.api(`/admin/payments/${order.orderId}`, { token: admin.token })).body.data.payments;
    expect(payment.proofUrl).toBe(proofUrl);
  });

  it('keeps every pixel of a screenshot but none of its metadata: no EXIF, no GPS position, no camera', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const admin = await shop.login('admin');
    /** The proof as an admin downloads it, and the pixels of the upload as a viewer shows them (upright). */
    const roundTrip = async (bytes: Buffer, name: string, type: string) => {
      const { proofUrl } = (await upload(order.orderId, proofForm(bytes, name, type, order.orderId))).body.data;
      const served = await fetch(`${shop.url}${proofUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(served.headers.get('content-type')).toBe('image/png');
      const kept = new Uint8Array(await served.arrayBuffer());
      const pixels = (image: Uint8Array) => sharp(image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { kept, keptPixels: await pixels(kept), uploadedPixels: await pixels(bytes) };
    };
    for (const [bytes, name, type] of [
      [await phonePhoto(400, 300), 'momo.jpg', 'image/jpeg'],
      [await largePng(600, 400), 'momo.png', 'image/png'],
    ] as const) {
      expect(await metadataLeft(bytes)).toEqual({ exif: true, gps: true, camera: true });
      const { kept, keptPixels, uploadedPixels } = await roundTrip(bytes, name, type);
      expect(await metadataLeft(kept), name).toEqual({ exif: false, gps: false, camera: false });
      expect(keptPixels.info, name).toMatchObject({ width: uploadedPixels.info.width, height: uploadedPixels.info.height });
      expect(keptPixels.data.equals(uploadedPixels.data), name).toBe(true);
    }
  });

  it('refuses bytes that only start like a JPEG with 415', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const fake = new Uint8Array([...JPEG.subarray(0, 4), ...new Uint8Array(300).fill(7)]);
    const res = await upload(order.orderId, proofForm(fake, 'momo.jpg', 'image/jpeg', order.orderId));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Please upload a valid image file (JPEG, PNG)');
    expect(shop.proofsSubmitted).toEqual([]);
  });

  it('never serves proofs from the public uploads folder', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const { proofUrl } = (await upload(order.orderId, proofForm(PNG, 'momo.png', 'image/png', order.orderId))).body.data;
    const name = proofUrl.split('/').at(-1);
    const publicCopy = await shop.files.put('payment-proofs', PNG, { contentType: 'image/png', extension: 'png' });
    for (const path of [`/uploads/${publicCopy.key}`, `/uploads/payment-proofs/${name}.png`, `/uploads/Payment-Proofs/${name}.png`]) {
      expect((await fetch(`${shop.url}${path}`)).status).toBe(404);
    }
  });

  it('refuses a text file named .png with 415 and the SPEC message, storing nothing', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const res = await upload(order.orderId, proofForm(new TextEncoder().encode('not an image at all'), 'receipt.png', 'image/png', order.orderId));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Please upload a valid image file (JPEG, PNG)');
    expect(await shop.api(`/admin/payments/${order.orderId}`, { token: (await shop.login('admin')).token })).toMatchObject({ body: { data: { payments: [] } } });
    expect(shop.proofsSubmitted).toEqual([]);
  });

  it('refuses 5 MB + 1 byte with 413 and the SPEC message', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const big = new Uint8Array(5_242_881);
    big.set(PNG);
    const res = await upload(order.orderId, proofForm(big, 'big.png', 'image/png', order.orderId));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size must be less than 5MB');
  });

  it('asks for the screenshot, and checks whose order it is', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const none = await upload(order.orderId, proofForm(null, '', '', order.orderId));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Payment screenshot is required for manual payment verification');
    const other = await shop.newShopper();
    const theirs = await upload(order.orderId, proofForm(PNG, 'a.png', 'image/png'), other.token);
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    // Someone else's screenshot is not kept, and nothing is announced.
    expect(await readdir(shop.proofsFolder).catch(() => [])).toEqual([]);
    expect(shop.proofsSubmitted).toEqual([]);
    const mismatch = await upload(order.orderId, proofForm(PNG, 'a.png', 'image/png', shop.placeOrder(shopper.userId).orderId));
    expect(mismatch.status).toBe(400);
    expect((await upload(order.orderId, proofForm(PNG, 'a.png', 'image/png'), '')).status).toBe(401);
  });
});
