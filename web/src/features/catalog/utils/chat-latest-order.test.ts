import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { speak } from '@/lib/i18n/testing/speak';
import { latestOrderReply, type LatestOrder, type LatestOrderSource } from './chat-latest-order';

const shipped: LatestOrder = { orderNumber: 'DS-2611-7K3F9Q', status: 'shipped', trackingNumber: 'TRK-42' };

function source(latest: () => Promise<LatestOrder | null>, signedIn = true): LatestOrderSource {
  return { signedIn: () => signedIn, latest };
}

describe('where the latest order is, in English', () => {
  beforeAll(() => speak('en'));

  it('gives the order number, its status and its tracking number', async () => {
    expect(await latestOrderReply(source(async () => shipped))).toEqual({
      text: 'Your latest order is DS-2611-7K3F9Q. Status: Shipped. Tracking number: TRK-42.',
      link: { to: '/order-confirmation/DS-2611-7K3F9Q', label: 'View order details' },
    });
    const pending = await latestOrderReply(source(async () => ({ orderNumber: 'DS-1', status: 'pending' })));
    expect(pending.text).toBe('Your latest order is DS-1. Status: Pending.');
  });

  it('asks a visitor to sign in, without a call', async () => {
    let called = false;
    const reply = await latestOrderReply(
      source(async () => {
        called = true;
        return shipped;
      }, false),
    );
    expect(called).toBe(false);
    expect(reply).toEqual({ text: 'Sign in to see where your latest order is.', link: { to: '/login', label: 'Sign in' } });
  });

  it('asks to sign in again when the session is over, and points to the history when the call fails', async () => {
    const expired = await latestOrderReply(source(() => Promise.reject(new ApiError('Unauthorized', 401))));
    expect(expired.link).toEqual({ to: '/login', label: 'Sign in' });
    const failed = await latestOrderReply(source(() => Promise.reject(new ApiError('Boom', 500))));
    expect(failed).toEqual({
      text: "I couldn't load your orders right now. Your order history lists them all:",
      link: { to: '/orders', label: 'Order History' },
    });
  });

  it('says when there is no order yet', async () => {
    expect(await latestOrderReply(source(async () => null))).toEqual({
      text: "You haven't placed any orders yet.",
      link: { to: '/products', label: 'Browse products' },
    });
  });
});

describe('where the latest order is, in French', () => {
  beforeAll(() => speak('fr'));

  it('answers with the French status label', async () => {
    expect((await latestOrderReply(source(async () => shipped))).text).toBe(
      'Votre dernière commande est la DS-2611-7K3F9Q. Statut : Expédiée. Numéro de suivi : TRK-42.',
    );
    expect((await latestOrderReply(source(async () => shipped, false))).text).toBe(
      'Connectez-vous pour savoir où en est votre dernière commande.',
    );
  });
});

describe('where the latest order is, in Kinyarwanda', () => {
  beforeAll(() => speak('rw'));

  it('answers with the Kinyarwanda status label', async () => {
    expect((await latestOrderReply(source(async () => shipped))).text).toBe(
      'Itumiza ryawe riheruka ni DS-2611-7K3F9Q. Imiterere: Byoherejwe. Nimero yo kubikurikirana: TRK-42.',
    );
    expect((await latestOrderReply(source(async () => shipped, false))).link).toEqual({ to: '/login', label: 'Injira' });
  });
});
