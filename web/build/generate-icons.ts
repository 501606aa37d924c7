/**
 * Draws the install icons from the favicon's mark (the code chevrons on indigo). Run once when the
 * logo changes, and commit the PNGs: `npx tsx web/build/generate-icons.ts`.
 * - icon-192/512: the favicon as it is (rounded square), for the install prompt and the launcher.
 * - icon-maskable-512: a full-bleed square with the mark inside the central safe circle (80 %), so
 *   Android can cut any shape from it.
 * - apple-touch-icon (180): full bleed and opaque, since iOS rounds the corners itself.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const INDIGO = '#4338ca';
const CHEVRONS = '<path d="M12 10l-6 6 6 6M20 10l6 6-6 6" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';

/** The mark in a 32-unit box; `inset` shrinks the chevrons towards the centre (maskable safe zone). */
function iconSvg({ rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - 2 * inset;
  const offset = 16 * (1 - scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${INDIGO}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${CHEVRONS}</g></svg>`
  );
}

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const icons = [
  { file: 'icon-192.png', size: 192, svg: iconSvg({ rounded: true, inset: 0 }) },
  { file: 'icon-512.png', size: 512, svg: iconSvg({ rounded: true, inset: 0 }) },
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg({ rounded: false, inset: 0.15 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: iconSvg({ rounded: false, inset: 0.08 }) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${outDir}${file}`);
  console.log(`wrote web/public/icons/${file}`);
}
