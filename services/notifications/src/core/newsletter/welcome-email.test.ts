import { describe, expect, it } from 'vitest';
import { unsubscribeLink, welcomeEmail } from './welcome-email';
import { translate } from '../../testing/translate';

describe('welcomeEmail', () => {
  it('links to the unsubscribe page with the token and e-mail encoded', () => {
    expect(unsubscribeLink('https://shop.example.rw', 'a-b_c', 'jo+news@example.rw')).toBe(
      'https://shop.example.rw/unsubscribe?token=a-b_c&email=jo%2Bnews%40example.rw',
    );
  });

  it('says the same in both parts and escapes what it puts in the HTML', () => {
    const mail = welcomeEmail({ email: "o'neil&co@example.rw", publicUrl: 'https://shop.example.rw', token: 'tok' }, translate);
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

describe('the welcome e-mail word for word', () => {
  const mail = welcomeEmail({ email: 'jean@example.rw', publicUrl: 'https://shop.example.rw', token: 'tok' }, translate);

  it('greets, gives the 2% first-order code, lists what subscribers get and ends with the unsubscribe link', () => {
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thanks for subscribing to the DevShop newsletter!',
        '',
        'As a subscriber you get 2% off your first order: enter the code WELCOME2 in your cart.',
        '',
        'What you can expect from us:',
        '- Exclusive deals and discounts',
        '- New product alerts',
        '- Tech tips and reviews',
        '- Early access to sales',
        '',
        'Happy coding,',
        'The DevShop team',
        '',
        '--',
        'You receive this e-mail because jean@example.rw subscribed to the DevShop newsletter at https://shop.example.rw.',
        'Unsubscribe: https://shop.example.rw/unsubscribe?token=tok&email=jean%40example.rw',
        '',
      ].join('\n'),
    );
  });

  it('says the same in its HTML part', () => {
    expect(mail.html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '<body>',
        '<p><a href="https://shop.example.rw/"><img src="https://shop.example.rw/images/email-logo.png" width="160" height="40" alt="DevShop" style="border:0"></a></p>',
        '<p>Hello,</p>',
        '<p>Thanks for subscribing to the DevShop newsletter!</p>',
        '<p>As a subscriber you get 2% off your first order: enter the code WELCOME2 in your cart.</p>',
        '<p>What you can expect from us:</p>',
        '<ul>',
        '<li>Exclusive deals and discounts</li>',
        '<li>New product alerts</li>',
        '<li>Tech tips and reviews</li>',
        '<li>Early access to sales</li>',
        '</ul>',
        '<p>Happy coding,<br>The DevShop team</p>',
        '<hr>',
        '<p><small>You receive this e-mail because jean@example.rw subscribed to the DevShop newsletter at https://shop.example.rw. <a href="https://shop.example.rw/unsubscribe?token=tok&amp;email=jean%40example.rw">Unsubscribe</a></small></p>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('escapes markup characters of the address in the HTML part', () => {
    const odd = welcomeEmail({ email: '"<b>"@example.rw', publicUrl: 'https://shop.example.rw', token: 'tok' }, translate);
    expect(odd.html).toContain('because &quot;&lt;b&gt;&quot;@example.rw subscribed');
  });
});
