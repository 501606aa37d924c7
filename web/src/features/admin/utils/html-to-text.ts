/** Elements whose content is never text a reader sees. */
const HIDDEN = /<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that end a line or a paragraph in the plain-text part. */
const BREAK = /<br\s*\/?>|<\/(p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)\s*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text part of a bulk e-mail: its content with the tags stripped (SPEC section 7),
 * paragraphs and line breaks kept as new lines, entities decoded. The server sanitises the HTML
 * part itself; this text is only ever shown as text.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(HIDDEN, '')
    .replace(BREAK, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
