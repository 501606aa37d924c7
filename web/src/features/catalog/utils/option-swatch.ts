/**
 * How a product option is picked: an option named Colour (or Color) shows its values as
 * coloured circles; any other (sizes, capacities, layouts) as buttons with the value written.
 */
export function isColourOption(name: string): boolean {
  return /^(colou?rs?|couleurs?)$/i.test(name.trim());
}

/** The common colour names an admin writes, as CSS colours. */
const COLOURS: Readonly<Record<string, string>> = {
  black: '#111111',
  white: '#ffffff',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  'space grey': '#53565a',
  'space gray': '#53565a',
  charcoal: '#36454f',
  silver: '#c0c0c0',
  gold: '#d4af37',
  navy: '#1f2a44',
  blue: '#1e5bd8',
  'sky blue': '#87ceeb',
  red: '#c62828',
  maroon: '#800000',
  burgundy: '#800020',
  green: '#2e7d32',
  olive: '#708238',
  teal: '#008080',
  yellow: '#f9d71c',
  orange: '#f57c00',
  purple: '#6a1b9a',
  pink: '#f48fb1',
  brown: '#6d4c41',
  beige: '#e8dcc4',
  cream: '#fffdd0',
};

/** The CSS colour of a value ("Black", "navy", "#1e5bd8"); none for a value it cannot paint ("Heather"). */
export function swatchColour(value: string): string | undefined {
  const key = value.trim().toLowerCase();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(key)) return key;
  return COLOURS[key];
}
