// The price a shopper puts on a question, in English, French or Kinyarwanda: 'under 50,000',
// 'à moins de 50 000', 'munsi ya 50000', 'between 20k and 40k', 'hejuru y’ibihumbi 30'.
// Every pattern reads the question as normalise() (chat-words.ts) leaves it.

/** What the question says about price, in RWF; either end may be open. */
export interface PriceLimit {
  min?: number;
  max?: number;
}

const CURRENCY = String.raw`(?:rwf|frw|rf|frs?|francs?(?: rwandais)?|amafaranga)`;
/** 50000, 50,000, 50.000, 50 000, 50k, 1.5k, 50 mille, ibihumbi 50, 50 ibihumbi. */
const AMOUNT = String.raw`(ibihumbi\s+)?(\d{1,3}(?:[ ,.']\d{3})+(?!\d)|\d+(?:[.,]\d+)?)(\s*(?:k|mille|ibihumbi)\b)?`;
const NUMBER = String.raw`(?:${CURRENCY}\s*)?${AMOUNT}`;

const MAX_WORDS = [
  'under', 'below', 'less than', 'cheaper than', 'up to', 'at most', 'no(?:t)? more than', 'max(?:imum)?', 'within',
  'budget(?: of| is| est de| de)?',
  'moins de', 'moins que', 'sous', '(?:en|au)[ -]dessous de', 'inferieurs? a', "jusqu'a", 'pas plus de',
  "munsi y(?:a|')", '\\w*tarenze', '\\w*tarengeje', "ingengo y'imari(?: ya)?",
];
const MIN_WORDS = [
  'over', 'above', '(?<!no |not )more than', 'at least', 'starting at', 'min(?:imum)?',
  '(?<!pas )plus (?:de|que)', '(?:en|au)[ -]dessus de', 'superieurs? a', 'au moins', 'a partir de',
  "hejuru y(?:a|')", 'guhera(?: kuri)?', '\\w*(?<!ta)renze', '\\w*(?<!ta)rengeje',
];
const FROM_WORDS = ['between', 'from', 'entre', 'de', 'hagati ya', 'kuva(?: kuri)?'];
const TO_WORDS = ['and', 'to', 'et', 'a', 'na', 'kugeza(?: kuri)?', '-'];

const phrase = (lead: string[]) => new RegExp(String.raw`\b(?:${lead.join('|')})\s*:?\s*${NUMBER}`);
const maxPattern = phrase(MAX_WORDS);
const minPattern = phrase(MIN_WORDS);
const betweenPattern = new RegExp(
  String.raw`\b(?:${FROM_WORDS.join('|')})\s+${NUMBER}(?:\s*${CURRENCY})?\s*(?:${TO_WORDS.join('|')})\s*${NUMBER}`,
);

/** An amount as AMOUNT's three groups caught it, in RWF. */
function amountOf(prefix: string | undefined, digits: string, suffix: string | undefined): number {
  const grouped = /^\d{1,3}(?:[ ,.']\d{3})+$/.test(digits);
  const value = grouped ? Number(digits.replace(/[ ,.']/g, '')) : Number(digits.replace(',', '.'));
  return Math.round(prefix || suffix ? value * 1000 : value);
}

/** The price limit a normalised question states, if any. */
export function priceLimitIn(text: string): PriceLimit | undefined {
  const between = betweenPattern.exec(text);
  if (between) {
    const [, p1, d1 = '', s1, p2, d2 = '', s2] = between;
    const [a, b] = [amountOf(p1, d1, s1), amountOf(p2, d2, s2)];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const max = maxPattern.exec(text);
  const min = minPattern.exec(text);
  if (!max && !min) return undefined;
  const limit: PriceLimit = {};
  if (max) limit.max = amountOf(max[1], max[2] ?? '', max[3]);
  if (min) limit.min = amountOf(min[1], min[2] ?? '', min[3]);
  return limit;
}
