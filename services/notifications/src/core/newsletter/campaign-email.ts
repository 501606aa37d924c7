import type { Language } from '@shop/domain';
import type { OutgoingMail, Translator } from '@shop/platform';
import { escapeHtml } from '../mail/mail-layout';
import { textsIn } from '../message-texts';
import type { CampaignRecord } from '../ports/campaign-repository.port';
import { unsubscribeLink } from './welcome-email';

export const CAMPAIGN_TEMPLATE = 'newsletter-campaign';

/** RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` here, without the shopper opening a page. */
export function oneClickUnsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v1/newsletter/unsubscribe/one-click?${new URLSearchParams({ token }).toString()}`;
}

/**
 * One subscriber's copy of a bulk e-mail: the admin's (sanitised) HTML and text, the
 * subscriber's own unsubscribe link at the foot, in the subscriber's language (the admin's
 * words stay as written, so the document keeps its `lang`, and the foot says its own), and the
 * List-Unsubscribe headers.
 */
export function campaignEmail(input: { campaign: CampaignRecord; email: string; token: string; publicUrl: string; language?: Language }, translate: Translator): OutgoingMail {
  const { campaign, email, token, publicUrl } = input;
  const { language, t } = textsIn(translate, input.language);
  const page = unsubscribeLink(publicUrl, token, email);
  const why = t('newsletter.campaign.why', { email });
  const text = [campaign.text.trim(), '', '--', why, t('newsletter.unsubscribeLine', { link: page }), ''].join('\n');
  const footLang = language === 'en' ? '' : ` lang="${language}"`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(campaign.subject)}</title></head>`,
    '<body>',
    campaign.html,
    '<hr>',
    `<p${footLang}><small>${escapeHtml(why)} <a href="${escapeHtml(page)}">${escapeHtml(t('newsletter.unsubscribe'))}</a></small></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return {
    to: email,
    subject: campaign.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeLink(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
