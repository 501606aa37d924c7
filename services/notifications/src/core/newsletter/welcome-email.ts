import { NEWSLETTER_DISCOUNT_PERCENT, WELCOME_COUPON_CODE } from '@shop/domain';
import type { OutgoingMail } from '@shop/platform';
import { escapeHtml, logoHtml } from '../mail/mail-layout';

export const WELCOME_TEMPLATE = 'newsletter-welcome';

/** What a subscriber gets (the unsubscribe page lists the same). */
export const SUBSCRIBER_BENEFITS = ['Exclusive deals and discounts', 'New product alerts', 'Tech tips and reviews', 'Early access to sales'] as const;

/** `${publicUrl}/unsubscribe?token=…&email=…`, the page that asks before it unsubscribes. */
export function unsubscribeLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${publicUrl}/unsubscribe?${query.toString()}`;
}

/** The welcome e-mail of a new subscription, in plain text and HTML, with the unsubscribe link. */
export function welcomeEmail(input: { email: string; publicUrl: string; token: string }): OutgoingMail {
  const link = unsubscribeLink(input.publicUrl, input.token, input.email);
  const offer = `As a subscriber you get ${NEWSLETTER_DISCOUNT_PERCENT}% off your first order: enter the code ${WELCOME_COUPON_CODE} in your cart.`;
  const why = `You receive this e-mail because ${input.email} subscribed to the DevShop newsletter at ${input.publicUrl}.`;
  const text = [
    'Hello,',
    '',
    'Thanks for subscribing to the DevShop newsletter!',
    '',
    offer,
    '',
    'What you can expect from us:',
    ...SUBSCRIBER_BENEFITS.map((benefit) => `- ${benefit}`),
    '',
    'Happy coding,',
    'The DevShop team',
    '',
    '--',
    why,
    `Unsubscribe: ${link}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<body>',
    logoHtml(input.publicUrl),
    '<p>Hello,</p>',
    '<p>Thanks for subscribing to the DevShop newsletter!</p>',
    `<p>${escapeHtml(offer)}</p>`,
    '<p>What you can expect from us:</p>',
    '<ul>',
    ...SUBSCRIBER_BENEFITS.map((benefit) => `<li>${escapeHtml(benefit)}</li>`),
    '</ul>',
    '<p>Happy coding,<br>The DevShop team</p>',
    '<hr>',
    `<p><small>${escapeHtml(why)} <a href="${escapeHtml(link)}">Unsubscribe</a></small></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { to: input.email, subject: 'Welcome to the DevShop newsletter', text, html };
}
