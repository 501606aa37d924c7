// The shared look of the shop's e-mails: the same lines in the text part and, escaped, in the HTML part.
import type { MessageTexts } from '../message-texts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A block of an e-mail: a paragraph (ending with a link, if any), a list, or a table of label and amount rows. */
export type MailBlock =
  | { paragraph: string; strong?: boolean; link?: string }
  | { list: string[] }
  | { rows: Array<{ label: string; value: string; strong?: boolean }> };

/** The two lines that end every order e-mail, in its language. */
export function signOff(texts: MessageTexts): [string, string] {
  return [texts.t('mail.signOff.thanks'), texts.t('mail.signOff.team')];
}

/** The plain-text part: blocks separated by blank lines, then the sign-off. */
export function renderText(blocks: MailBlock[], texts: MessageTexts, footer: string[] = []): string {
  const parts = blocks.map((block) => {
    if ('paragraph' in block) return block.link ? `${block.paragraph} ${block.link}` : block.paragraph;
    if ('list' in block) return block.list.map((line) => `- ${line}`).join('\n');
    const width = Math.max(...block.rows.map((row) => row.label.length));
    return block.rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`).join('\n');
  });
  const lines = [...parts, signOff(texts).join('\n')];
  if (footer.length > 0) lines.push(['--', ...footer].join('\n'));
  return `${lines.join('\n\n')}\n`;
}

/** The shop's logo, linking to the shop: a PNG, which every mail client shows (many block SVG). */
export function logoHtml(shopUrl: string): string {
  const home = escapeHtml(shopUrl);
  return `<p><a href="${home}/"><img src="${home}/images/email-logo.png" width="160" height="40" alt="DevShop" style="border:0"></a></p>`;
}

function paragraphHtml(block: { paragraph: string; strong?: boolean; link?: string }): string {
  const text = block.strong ? `<strong>${escapeHtml(block.paragraph)}</strong>` : escapeHtml(block.paragraph);
  if (!block.link) return `<p>${text}</p>`;
  const link = escapeHtml(block.link);
  return `<p>${text} <a href="${link}">${link}</a></p>`;
}

/**
 * The HTML part of the same blocks under the shop's logo; every text is escaped, a paragraph's
 * link is clickable. `footerHtml` is trusted markup.
 */
export function renderHtml(title: string, blocks: MailBlock[], shopUrl: string, texts: MessageTexts, footerHtml = ''): string {
  const body = blocks.map((block) => {
    if ('paragraph' in block) return paragraphHtml(block);
    if ('list' in block) return ['<ul>', ...block.list.map((line) => `<li>${escapeHtml(line)}</li>`), '</ul>'].join('\n');
    const rows = block.rows.map((row) => {
      const cell = (text: string) => (row.strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text));
      return `<tr><td style="padding:2px 16px 2px 0">${cell(row.label)}</td><td style="padding:2px 0;text-align:right">${cell(row.value)}</td></tr>`;
    });
    return ['<table role="presentation" style="border-collapse:collapse">', ...rows, '</table>'].join('\n');
  });
  const [thanks, team] = signOff(texts);
  return [
    '<!doctype html>',
    `<html lang="${texts.language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    logoHtml(shopUrl),
    ...body,
    `<p>${escapeHtml(thanks)}<br>${escapeHtml(team)}</p>`,
    ...(footerHtml ? ['<hr>', footerHtml] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Both parts of a mail from the same blocks, signed off in the mail's language; `shopUrl` is the
 * shop's public address (PUBLIC_URL).
 */
export function composeMail(input: { to: string; subject: string; blocks: MailBlock[]; shopUrl: string; texts: MessageTexts }) {
  const { to, subject, blocks, shopUrl, texts } = input;
  return { to, subject, text: renderText(blocks, texts), html: renderHtml(subject, blocks, shopUrl, texts) };
}
