// The shared look of the shop's e-mails: the same lines in the text part and, escaped, in the HTML part.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A block of an e-mail: a paragraph, a list, or a table of label and amount rows. */
export type MailBlock =
  | { paragraph: string; strong?: boolean }
  | { list: string[] }
  | { rows: Array<{ label: string; value: string; strong?: boolean }> };

export const SIGN_OFF = ['Thank you for shopping with DevShop,', 'The DevShop team'] as const;

/** The plain-text part: blocks separated by blank lines, then the sign-off. */
export function renderText(blocks: MailBlock[], footer: string[] = []): string {
  const parts = blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('list' in block) return block.list.map((line) => `- ${line}`).join('\n');
    const width = Math.max(...block.rows.map((row) => row.label.length));
    return block.rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`).join('\n');
  });
  const lines = [...parts, SIGN_OFF.join('\n')];
  if (footer.length > 0) lines.push(['--', ...footer].join('\n'));
  return `${lines.join('\n\n')}\n`;
}

/** The HTML part of the same blocks; every text is escaped. `footerHtml` is trusted markup. */
export function renderHtml(title: string, blocks: MailBlock[], footerHtml = ''): string {
  const body = blocks.map((block) => {
    if ('paragraph' in block) return block.strong ? `<p><strong>${escapeHtml(block.paragraph)}</strong></p>` : `<p>${escapeHtml(block.paragraph)}</p>`;
    if ('list' in block) return ['<ul>', ...block.list.map((line) => `<li>${escapeHtml(line)}</li>`), '</ul>'].join('\n');
    const rows = block.rows.map((row) => {
      const cell = (text: string) => (row.strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text));
      return `<tr><td style="padding:2px 16px 2px 0">${cell(row.label)}</td><td style="padding:2px 0;text-align:right">${cell(row.value)}</td></tr>`;
    });
    return ['<table role="presentation" style="border-collapse:collapse">', ...rows, '</table>'].join('\n');
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    ...body,
    `<p>${escapeHtml(SIGN_OFF[0])}<br>${escapeHtml(SIGN_OFF[1])}</p>`,
    ...(footerHtml ? ['<hr>', footerHtml] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Both parts of a mail from the same blocks. */
export function composeMail(input: { to: string; subject: string; blocks: MailBlock[] }) {
  return { to: input.to, subject: input.subject, text: renderText(input.blocks), html: renderHtml(input.subject, input.blocks) };
}
