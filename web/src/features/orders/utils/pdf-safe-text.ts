/**
 * The PDF standard fonts (Helvetica, WinAnsi encoding) cannot draw every character, and
 * pdf-lib throws on one it cannot encode. formatRwf puts a no-break space in '1,000 RWF';
 * names may hold arrows or emoji. Spaces of every width become a plain space, a few common
 * signs get an ASCII stand-in, accents the font lacks are dropped, and anything else left
 * becomes '?', so a receipt is always drawn.
 */
const SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
const STAND_INS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2713': 'v',
};

export function pdfSafeText(text: string, canDraw: (codePoint: number) => boolean): string {
  const cleaned = text.replace(SPACES, ' ').replace(INVISIBLE, '').replace(/[\r\n\t]+/g, ' ');
  let out = '';
  for (const char of cleaned) {
    const code = char.codePointAt(0)!;
    if (canDraw(code)) {
      out += char;
      continue;
    }
    const standIn = STAND_INS[char];
    if (standIn !== undefined) {
      out += standIn;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += bare && [...bare].every((c) => canDraw(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}
