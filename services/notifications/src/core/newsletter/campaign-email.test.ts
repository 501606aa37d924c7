import { describe, expect, it } from 'vitest';
import type { CampaignRecord } from '../ports/campaign-repository.port';
import { campaignEmail, oneClickUnsubscribeLink } from './campaign-email';
import { translate } from '../../testing/translate';

const campaign: CampaignRecord = {
  id: 'c'.repeat(24),
  subject: 'Black Friday <deals> & more',
  html: '<h1>Deals</h1><p>Up to 30% off keyboards.</p>',
  text: '  Deals\n\nUp to 30% off keyboards.\n  ',
  queued: 2,
  createdAt: '2026-11-14T09:00:00.000Z',
};

describe('a subscriber\'s copy of a bulk e-mail', () => {
  const mail = campaignEmail({ campaign, email: 'jean@example.rw', token: 'abc.def', publicUrl: 'https://shop.example.rw' }, translate);

  it('goes to the subscriber with the admin\'s subject', () => {
    expect(mail.to).toBe('jean@example.rw');
    expect(mail.subject).toBe('Black Friday <deals> & more');
  });

  it('ends the admin\'s text with why the subscriber receives it and their own unsubscribe link', () => {
    expect(mail.text).toBe(
      [
        'Deals',
        '',
        'Up to 30% off keyboards.',
        '',
        '--',
        'You receive this e-mail because jean@example.rw subscribed to the DevShop newsletter.',
        'Unsubscribe: https://shop.example.rw/unsubscribe?token=abc.def&email=jean%40example.rw',
        '',
      ].join('\n'),
    );
  });

  it('puts the admin\'s HTML in a document titled by the subject, with the same footer', () => {
    expect(mail.html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '<head><meta charset="utf-8"><title>Black Friday &lt;deals&gt; &amp; more</title></head>',
        '<body>',
        '<h1>Deals</h1><p>Up to 30% off keyboards.</p>',
        '<hr>',
        '<p><small>You receive this e-mail because jean@example.rw subscribed to the DevShop newsletter. <a href="https://shop.example.rw/unsubscribe?token=abc.def&amp;email=jean%40example.rw">Unsubscribe</a></small></p>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('lets a mail client unsubscribe in one click (RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://shop.example.rw/api/v1/newsletter/unsubscribe/one-click?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(oneClickUnsubscribeLink('https://shop.example.rw', 'a+b/c')).toBe('https://shop.example.rw/api/v1/newsletter/unsubscribe/one-click?token=a%2Bb%2Fc');
  });
});
