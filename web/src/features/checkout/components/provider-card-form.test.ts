import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountProviderCardForm } from './provider-card-form';

// Stripe.js comes from js.stripe.com, which a unit test cannot load: @stripe/stripe-js is stood in for.
const stripeJs = vi.hoisted(() => {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { element, elements, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }));

const target = { id: 'card-frame' } as unknown as HTMLElement;
const open = (language: 'en' | 'fr' | 'rw' = 'en') =>
  mountProviderCardForm({ publishableKey: 'pk_test_devshop', clientSecret: 'pi_1_secret_x', target, language });

describe('Stripe’s Payment Element for a payment the shop opened', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads Stripe.js only when the card step mounts it, with the publishable key, and mounts the Payment Element for the client secret', async () => {
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    await open('fr');
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_devshop');
    expect(stripeJs.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x', locale: 'fr' });
    expect(stripeJs.elements.create).toHaveBeenCalledWith('payment');
    expect(stripeJs.element.mount).toHaveBeenCalledWith(target);
    await open('rw');
    expect(stripeJs.stripe.elements).toHaveBeenLastCalledWith({ clientSecret: 'pi_1_secret_x', locale: 'auto' });
  });

  it('confirms in the browser with redirect "if_required" (3-D Secure is Stripe’s to show), coming back to the order when a method must leave', async () => {
    stripeJs.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const form = await open();
    expect(await form.confirm('https://shop.example/order-confirmation/DS-1')).toEqual({ status: 'confirmed' });
    expect(stripeJs.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeJs.elements,
      confirmParams: { return_url: 'https://shop.example/order-confirmation/DS-1' },
      redirect: 'if_required',
    });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'processing' } });
    expect(await form.confirm('https://shop.example/x')).toEqual({ status: 'confirmed' });
  });

  it('tells an unfinished form from a declined card; only a card error’s words reach the shopper', async () => {
    const form = await open();
    stripeJs.stripe.confirmPayment.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    expect(await form.confirm('https://shop.example/x')).toEqual({ status: 'incomplete', message: 'Your card number is incomplete.' });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect(await form.confirm('https://shop.example/x')).toEqual({ status: 'declined', message: 'Your card was declined.' });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ error: { type: 'invalid_request_error', message: 'This PaymentIntent’s status is canceled.' } });
    expect(await form.confirm('https://shop.example/x')).toEqual({ status: 'declined' });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } });
    expect(await form.confirm('https://shop.example/x')).toEqual({ status: 'declined' });
  });

  it('takes the form out of the page, and fails plainly when Stripe.js does not load', async () => {
    (await open()).destroy();
    expect(stripeJs.element.destroy).toHaveBeenCalled();
    stripeJs.loadStripe.mockResolvedValueOnce(null as never);
    await expect(open()).rejects.toThrow('Stripe.js did not load');
  });
});
