import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENT_OWNERS, EVENT_TYPES } from '@shop/contracts';
import { eventSigner, originCheck } from './event-origin';
import { generateSigningKey, publicKeyFrom, publicKeyText, signingKeyFrom } from './event-signature';

const paymentsKey = signingKeyFrom(generateSigningKey());
const ordersKey = signingKeyFrom(generateSigningKey());
const publicKeys = new Map([
  ['payments', createPublicKey(paymentsKey)],
  ['orders', createPublicKey(ordersKey)],
]);
const check = originCheck(async (producer) => publicKeys.get(producer));
const content = Buffer.from(JSON.stringify({ id: 'a'.repeat(24), type: 'payment.settled', data: { orderId: 'b'.repeat(24), status: 'paid' } }));

describe('event origin', () => {
  it('names an owner for every event type the shop declares', () => {
    expect(Object.keys(EVENT_OWNERS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('believes an event its owner signed', async () => {
    const signed = eventSigner(new Map([['payments', paymentsKey]])).sign('payment.settled', content);
    expect(signed?.producer).toBe('payments');
    expect(await check('payment.settled', signed!, content)).toBeUndefined();
  });

  it('leaves unsigned an event whose owner does not run in this process', () => {
    expect(eventSigner(new Map([['orders', ordersKey]])).sign('payment.settled', content)).toBeUndefined();
    expect(eventSigner(new Map([['orders', ordersKey]])).sign('order.placed', content)?.producer).toBe('orders');
  });

  it('refuses an unsigned event, one from another producer, one signed with another key, and a changed one', async () => {
    expect(await check('payment.settled', {}, content)).toBe('payment.settled comes from payments, but this one names no producer');
    expect(await check('payment.settled', { producer: 'gateway', signature: 'x' }, content)).toBe('payment.settled comes from payments, but this one says it is from gateway');
    expect(await check('payment.settled', { producer: 'payments' }, content)).toBe('payment.settled is not signed');
    // orders' own key, claiming to be payments: a service cannot speak for another.
    const byOrders = eventSigner(new Map([['payments', ordersKey]])).sign('payment.settled', content)!;
    expect(await check('payment.settled', byOrders, content)).toBe('payment.settled does not carry the signature of payments');
    const genuine = eventSigner(new Map([['payments', paymentsKey]])).sign('payment.settled', content)!;
    const changed = Buffer.from(content.toString().replace('paid', 'failed'));
    expect(await check('payment.settled', genuine, changed)).toBe('payment.settled does not carry the signature of payments');
    expect(await check('payment.settled', { ...genuine, signature: 'not base64 at all!' }, content)).toBe('payment.settled does not carry the signature of payments');
  });

  it('refuses a type no service owns, and an owner whose key is unknown', async () => {
    expect(await check('payment.charged-back', { producer: 'payments', signature: 'x' }, content)).toBe('no service owns events of type "payment.charged-back"');
    const signed = eventSigner(new Map([['catalog', paymentsKey]])).sign('products.changed', content)!;
    expect(await check('products.changed', signed, content)).toBe('no public key is known for catalog');
  });

  it('carries keys as base64url text, and takes only Ed25519 keys', () => {
    const text = generateSigningKey();
    const key = signingKeyFrom(text);
    expect(publicKeyFrom(publicKeyText(key)).export({ format: 'der', type: 'spki' })).toEqual(createPublicKey(key).export({ format: 'der', type: 'spki' }));
    expect(() => signingKeyFrom('bm90IGEga2V5')).toThrow();
    expect(() => publicKeyFrom(text)).toThrow();
  });
});
