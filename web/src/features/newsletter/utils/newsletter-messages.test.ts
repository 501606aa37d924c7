import { afterAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { NEWSLETTER_MESSAGES, newsletterMessage, SERVER_MESSAGE_KEYS } from './newsletter-messages';

describe('the newsletter’s messages', () => {
  afterAll(() => speak('en'));

  it('read in English word for word as SPEC and the server write them', async () => {
    await speak('en');
    for (const text of Object.keys(SERVER_MESSAGE_KEYS)) expect(newsletterMessage(text)).toBe(text);
    expect(NEWSLETTER_MESSAGES.subscribed).toBe('Successfully subscribed! Check your email for a welcome message.');
    expect(NEWSLETTER_MESSAGES.subscribeFailed).toBe('Subscription failed. Please try again.');
    expect(NEWSLETTER_MESSAGES.unsubscribeFailed).toBe('Failed to unsubscribe. Please try again.');
    expect(NEWSLETTER_MESSAGES.network).toBe('Something went wrong. Please try again later.');
  });

  it('follow the shopper’s language, and leave any other text as it is', async () => {
    await speak('fr');
    expect(newsletterMessage('You have been unsubscribed from the DevShop newsletter.')).toBe('Vous êtes désabonné de la newsletter DevShop.');
    expect(newsletterMessage('Please enter a valid email address')).toBe('Veuillez saisir une adresse e-mail valide');
    expect(NEWSLETTER_MESSAGES.subscribeFailed).toBe('L’abonnement a échoué. Veuillez réessayer.');
    await speak('rw');
    for (const text of Object.keys(SERVER_MESSAGE_KEYS)) expect(newsletterMessage(text)).not.toBe(text);
    expect(newsletterMessage('A message of its own')).toBe('A message of its own');
  });
});
