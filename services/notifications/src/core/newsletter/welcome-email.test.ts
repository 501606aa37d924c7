import { describe, expect, it } from 'vitest';
import { unsubscribeLink, welcomeEmail } from './welcome-email';

describe('welcomeEmail', () => {
  it('links to the unsubscribe page with the token and e-mail encoded', () => {
    expect(unsubscribeLink('https://shop.example.rw', 'a-b_c', 'jo+news@example.rw')).toBe(
      'https://shop.example.rw/unsubscribe?token=a-b_c&email=jo%2Bnews%40example.rw',
    );
  });

  it('says the same in both parts and escapes what it puts in the HTML', () => {
    const mail = welcomeEmail({ email: "o'neil&co@example.rw", publicUrl: 'https://shop.example.rw', token: 'tok' });
    expect(mail).toMatchObject({ to: "o'neil&co@example.rw", subject: 'Welcome to the DevShop newsletter' });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('WELCOME2');
      for (const benefit of ['Exclusive deals and discounts', 'New product alerts', 'Tech tips and reviews', 'Early access to sales']) {
        expect(part).toContain(benefit);
      }
    }
    expect(mail.text).toContain('Unsubscribe: https://shop.example.rw/unsubscribe?token=tok&email=o%27neil%26co%40example.rw');
    expect(mail.html).toContain('href="https://shop.example.rw/unsubscribe?token=tok&amp;email=o%27neil%26co%40example.rw"');
    expect(mail.html).toContain('because o&#39;neil&amp;co@example.rw subscribed');
  });
});
