// Order SMS end to end on the gateway: the orders service's real events reach notifications, which
// texts the shopper in the order's language; a reply of HAGARIKA (or STOP) through the provider's
// callback stops the next order's SMS, and TANGIRA (or START) brings them back. The callbacks need
// the secret their URL carries; the SMS log is the admin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload } from '../orders/testing/orders-test-app';
import { startNewsletterGateway, type NewsletterGateway } from '../newsletter/testing/newsletter-test-app';

const SECRET = 'sms-callback-secret-for-tests-0123456789';
const ADMIN = { email: 'admin@devshop.rw', password: 'demo-admin' };
const SHOPPER = { email: 'shopper@devshop.rw', password: 'demo-shopper' };

/** The `data` of an envelope. */
const dataOf = async (response: Response) => ((await response.json()) as { data: unknown }).data;

describe('order SMS and the providers’ callbacks', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ withOrders: true, smsCallbackSecret: SECRET });
  });
  afterAll(() => gw.close());

  const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const reply = (text: string, secret = SECRET) =>
    gw.raw('POST', `/sms/africastalking/inbound?secret=${encodeURIComponent(secret)}`, form({ from: '+250788123456', to: '8080', text, date: '2026-11-28 10:00:00' }));

  async function placeOrder(token: string, language: string) {
    const product = await gw.createProduct(60_000);
    const payload = { ...checkoutPayload([{ product, quantity: 1 }], { discount: 0, deliveryFee: 0, total: 60_000 }), language };
    const placed = await gw.request('POST', '/orders', { json: payload, token });
    expect(placed.status).toBe(201);
    return placed.body.data.orderNumber as string;
  }

  const textsAbout = async (orderNumber: string) => (await gw.texts()).filter((sms) => sms.text.includes(orderNumber));

  /** Waits until the order's e-mail is written and every handler in flight is done: its SMS, if any, is written by then. */
  async function handled(orderNumber: string) {
    const deadline = Date.now() + 5000;
    while (!(await gw.mails()).some((mail) => mail.subject.includes(orderNumber)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await gw.settle();
  }

  it('texts an order in its language, stops after HAGARIKA and starts again after TANGIRA', async () => {
    const shopper = await gw.identity.register({ email: 'ines.sms@example.rw', password: 'long-enough-1', firstName: 'Ines', lastName: 'Mukamana' });

    const first = await placeOrder(shopper.accessToken, 'rw');
    await handled(first);
    const [received] = await textsAbout(first);
    expect(received).toMatchObject({ to: '+250788123456', encoding: 'GSM-7', segments: 1 });
    expect(received!.text).toBe(`DevShop: twakiriye itumiza ${first}. Kugira ngo wishyure 60,000 RWF, kanda *182*8*1*182000*60000# kuri telefoni ya MTN. Ibibazo: +250 788 000 000`);

    const stopped = await reply('Hagarika');
    expect(stopped.status).toBe(200);
    expect((await dataOf(stopped))).toEqual({ action: 'stopped' });
    const second = await placeOrder(shopper.accessToken, 'fr');
    await handled(second);
    expect(await textsAbout(second)).toEqual([]);

    expect((await dataOf(await reply('TANGIRA')))).toEqual({ action: 'restarted' });
    const third = await placeOrder(shopper.accessToken, 'fr');
    await handled(third);
    const [again] = await textsAbout(third);
    expect(again!.text).toMatch(new RegExp(`^DevShop : commande ${third} enregistrée`));
  });

  it('lets the shopper see and switch the SMS updates of their orders’ numbers, and no other', async () => {
    const shopper = await gw.identity.register({ email: 'eric.sms@example.rw', password: 'long-enough-1', firstName: 'Eric', lastName: 'Habimana' });
    const token = shopper.accessToken;
    expect((await gw.request('GET', '/users/me/sms', { token })).body.data).toEqual({ numbers: [] });
    const orderNumber = await placeOrder(token, 'en');
    await handled(orderNumber);
    expect((await gw.request('GET', '/users/me/sms', { token })).body.data).toEqual({ numbers: [{ number: '+250788123456', updates: true }] });

    const off = await gw.request('PUT', '/users/me/sms', { token, json: { number: '+250788123456', updates: false } });
    expect(off).toMatchObject({ status: 200, body: { message: 'SMS updates are off for this number', data: { numbers: [{ number: '+250788123456', updates: false }] } } });
    expect((await dataOf(await reply('START')))).toEqual({ action: 'restarted' });
    expect((await gw.request('GET', '/users/me/sms', { token })).body.data.numbers).toEqual([{ number: '+250788123456', updates: true }]);

    expect((await gw.request('PUT', '/users/me/sms', { token, json: { number: '+250722000000', updates: false } })).status).toBe(404);
    expect((await gw.request('PUT', '/users/me/sms', { token, json: { number: '+250788123456' } })).status).toBe(400);
    expect((await gw.request('GET', '/users/me/sms')).status).toBe(401);
  });

  it('does nothing with any other reply', async () => {
    expect((await dataOf(await reply('Murakoze cyane')))).toEqual({ action: 'none' });
  });

  it('refuses a callback without the secret, or with another', async () => {
    expect((await reply('STOP', 'not-the-secret')).status).toBe(401);
    expect((await gw.raw('POST', '/sms/africastalking/inbound', form({ from: '+250788123456', text: 'STOP' }))).status).toBe(401);
    expect((await gw.raw('POST', `/sms/africastalking/delivery-reports?secret=nope`, form({ id: 'ATXid_1', status: 'Success' }))).status).toBe(401);
  });

  it('records no delivery report for a message the shop did not send', async () => {
    const answer = await gw.raw('POST', `/sms/africastalking/delivery-reports?secret=${SECRET}`, form({ id: 'ATXid_unknown', status: 'Success', phoneNumber: '+250788123456' }));
    expect(answer.status).toBe(200);
    expect((await dataOf(answer))).toEqual({ recorded: false });
  });

  it('shows the SMS log to admins only, newest first', async () => {
    const admin = await gw.login(ADMIN);
    const log = await gw.request('GET', '/admin/sms?limit=5', { token: admin });
    expect(log.status).toBe(200);
    expect(log.body.data.messages[0]).toMatchObject({ to: '+250788123456', template: 'sms-order-received', status: 'sent', provider: 'outbox', segments: 1, encoding: 'GSM-7' });
    expect(log.body.data.pagination).toMatchObject({ page: 1, limit: 5, total: 3 });
    expect((await gw.request('GET', '/admin/sms?status=lost', { token: admin })).status).toBe(400);
    expect((await gw.request('GET', '/admin/sms', { token: await gw.login(SHOPPER) })).status).toBe(403);
  });
});

describe('SMS callbacks on a shop without SMS_CALLBACK_SECRET', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway();
  });
  afterAll(() => gw.close());

  it('are not there', async () => {
    const answer = await gw.raw('POST', '/sms/africastalking/inbound?secret=anything', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'from=%2B250788123456&text=STOP',
    });
    expect(answer.status).toBe(404);
  });
});
