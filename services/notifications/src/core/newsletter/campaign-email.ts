import { escapeHtml } from '../mail/mail-layout';
import type { OutgoingMail } from '@shop/platform';
import type { CampaignRecord } from '../ports/campaign-repository.port';
import { unsubscribeLink } from './welcome-email';

export const CAMPAIGN_TEMPLATE = 'newsletter-campaign';

/** RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` here, without the shopper opening a page. */
export function oneClickUnsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v1/newsletter/unsubscribe/one-click?${new URLSearchParams({ token }).toString()}`;
}

/**
 * One subscriber's copy of a bulk e-mail: the admin's (sanitised) HTML and text, the
 * subscriber's own unsubscribe link at the foot, and the List-Unsubscribe headers.
 */
export function campaignEmail(input: { campaign: CampaignRecord; email: string; token: string; publicUrl: string }): OutgoingMail {
  const { campaign, email, token, publicUrl } = input;
  const page = unsubscribeLink(publicUrl, token, email);
  const why = `You receive this e-mail because ${email} subscribed to the DevShop newsletter.`;
  const text = [campaign.text.trim(), '', '--', why, `Unsubscribe: ${page}`, ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(campaign.subject)}</title></head>`,
    '<body>',
    campaign.html,
    '<hr>',
    `<p><small>${escapeHtml(why)} <a href="${escapeHtml(page)}">Unsubscribe</a></small></p>`,
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
