import type { SmsEncoding } from './sms.port';

// GSM 03.38: the default alphabet (one septet each) and its extension table (an escape and a
// septet: two each). A text with any other character goes as UCS-2, at less than half the length.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** One message alone, and each part of a longer one (the rest of a part holds the joining header). */
const CAPACITY = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return 'UCS-2';
  return 'GSM-7';
}

/** The units each character takes: septets in GSM-7, UTF-16 code units in UCS-2. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  return [...text].map((char) => (encoding === 'GSM-7' ? (GSM_EXTENSION.has(char) ? 2 : 1) : char.length));
}

/**
 * How many messages the text is sent as, and so paid as. A character is never split between two
 * parts (an escaped GSM character, an emoji's surrogate pair), so a part may end a unit short.
 */
export function countSegments(text: string): { encoding: SmsEncoding; segments: number } {
  const encoding = smsEncoding(text);
  const units = unitsOf(text, encoding);
  const total = units.reduce((sum, n) => sum + n, 0);
  const { single, part } = CAPACITY[encoding];
  if (total <= single) return { encoding, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > part) {
      segments += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, segments };
}
