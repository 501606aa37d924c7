import { NEWSLETTER_DISCOUNT_PERCENT, WELCOME_COUPON_CODE, type Language } from '@shop/domain';
import type { OutgoingMail, Translator } from '@shop/platform';
import { escapeHtml, logoHtml } from '../mail/mail-layout';
import { textsIn, type MessageTexts } from '../message-texts';

export const WELCOME_TEMPLATE = 'newsletter-welcome';

/** What a subscriber gets (the unsubscribe page lists the same), by key of the catalogues. */
export const SUBSCRIBER_BENEFITS = ['newsletter.benefit.deals', 'newsletter.benefit.newProducts', 'newsletter.benefit.tips', 'newsletter.benefit.earlyAccess'] as const;

/** `${publicUrl}/unsubscribe?token=…&email=…`, the page that asks before it unsubscribes. */
export function unsubscribeLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${publicUrl}/unsubscribe?${query.toString()}`;
}

/** The lines of the welcome e-mail, the same in both parts. */
function welcomeTexts({ t }: MessageTexts, input: { email: string; publicUrl: string; link: string }) {
  return {
    subject: t('newsletter.welcome.subject'),
    hello: t('mail.greeting.plain'),
    thanks: t('newsletter.welcome.thanks'),
    offer: t('newsletter.welcome.offer', { percent: NEWSLETTER_DISCOUNT_PERCENT, code: WELCOME_COUPON_CODE }),
    expect: t('newsletter.welcome.expect'),
    benefits: SUBSCRIBER_BENEFITS.map((benefit) => t(benefit)),
    signOff: t('newsletter.welcome.signOff'),
    team: t('mail.signOff.team'),
    why: t('newsletter.welcome.why', { email: input.email, shopUrl: input.publicUrl }),
    unsubscribeLine: t('newsletter.unsubscribeLine', { link: input.link }),
    unsubscribe: t('newsletter.unsubscribe'),
  };
}

/**
 * The welcome e-mail of a new subscription, in plain text and HTML, with the unsubscribe link, in
 * the subscriber's language (absent: English).
 */
export function welcomeEmail(input: { email: string; publicUrl: string; token: string; language?: Language }, translate: Translator): OutgoingMail {
  const link = unsubscribeLink(input.publicUrl, input.token, input.email);
  const texts = textsIn(translate, input.language);
  const say = welcomeTexts(texts, { email: input.email, publicUrl: input.publicUrl, link });
  const text = [
    say.hello,
    '',
    say.thanks,
    '',
    say.offer,
    '',
    say.expect,
    ...say.benefits.map((benefit) => `- ${benefit}`),
    '',
    say.signOff,
    say.team,
    '',
    '--',
    say.why,
    say.unsubscribeLine,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${texts.language}">`,
    '<body>',
    logoHtml(input.publicUrl),
    `<p>${escapeHtml(say.hello)}</p>`,
    `<p>${escapeHtml(say.thanks)}</p>`,
    `<p>${escapeHtml(say.offer)}</p>`,
    `<p>${escapeHtml(say.expect)}</p>`,
    '<ul>',
    ...say.benefits.map((benefit) => `<li>${escapeHtml(benefit)}</li>`),
    '</ul>',
    `<p>${escapeHtml(say.signOff)}<br>${escapeHtml(say.team)}</p>`,
    '<hr>',
    `<p><small>${escapeHtml(say.why)} <a href="${escapeHtml(link)}">${escapeHtml(say.unsubscribe)}</a></small></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { to: input.email, subject: say.subject, text, html };
}
