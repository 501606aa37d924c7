import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/domain';
import { firstPaintFiles } from './build/first-paint';

/** The budget: the first paint of / needs at most 100 KB of gzipped JavaScript. */
const BUDGET_BYTES = 100 * 1024;
const HOME_ROUTE = 'src/app/routes/home.tsx';
/** The shell's messages in the shopper's language load before the first paint: one per language. */
const SHELL_CATALOGUES = LANGUAGES.map((language) => `src/locales/${language}/shell.json.compiled.js`);
/** Code that must load only where it is used: admin screens, checkout, the receipt PDF, the chart. */
const LATER_CODE = [
  /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]admin[\\/]/,
  /[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/,
  /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]checkout\.tsx$/,
  /[\\/]web[\\/]src[\\/]features[\\/]checkout[\\/]/,
  /[\\/]node_modules[\\/]pdf-lib[\\/]/,
  /[\\/]node_modules[\\/]recharts[\\/]/,
];

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'web-budget-'));
let firstPaint: string[] = [];
let shellCatalogues: string[] = [];
let modulesOf = new Map<string, string[]>();
let precached: string[] = [];

beforeAll(async () => {
  // A build of its own, so web/dist (served by a running shop) is left alone. Vitest sets
  // NODE_ENV=test, which would make Vite bundle React's development build: build as `vite build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rolldown.RolldownOutput;
  try {
    output = (await build({ configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })) as Rolldown.RolldownOutput;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  modulesOf = new Map(
    output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk.moduleIds]),
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  firstPaint = firstPaintFiles(manifest, [HOME_ROUTE]);
  // The service worker's precache list, as Workbox writes it into sw.js.
  precached = [...readFileSync(join(outDir, 'sw.js'), 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((match) => match[1]!);
  shellCatalogues = SHELL_CATALOGUES.map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return chunk.file;
  });
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web build', () => {
  it(`loads at most ${BUDGET_BYTES.toLocaleString('en')} bytes of gzipped JavaScript for the first paint of /, in every language`, () => {
    const gzipped = (file: string) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length });
    // The largest of the languages' shell messages, since each shopper loads one.
    const catalogue = shellCatalogues.map(gzipped).sort((a, b) => b.gzip - a.gzip)[0]!;
    const sizes = [...firstPaint.map(gzipped), catalogue];
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(
      `first paint of /: ${total.toLocaleString('en')} bytes of gzipped JavaScript in ${sizes.length} files (budget ${BUDGET_BYTES.toLocaleString('en')})\n` +
        sizes.map(({ file, gzip }) => `  ${gzip.toString().padStart(7)}  ${file}`).join('\n'),
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps admin, checkout, the receipt PDF and the chart out of the first paint of /', () => {
    const early = firstPaint.flatMap((file) => modulesOf.get(file) ?? []);
    expect(early.length).toBeGreaterThan(0);
    for (const pattern of LATER_CODE) {
      expect(early.filter((id) => pattern.test(id)), String(pattern)).toEqual([]);
    }
    // Each of them is still built, in chunks of its own.
    const all = [...modulesOf.values()].flat();
    for (const pattern of LATER_CODE) expect(all.some((id) => pattern.test(id)), String(pattern)).toBe(true);
  });
});

describe('the installable app', () => {
  it('has a web manifest with the name, colours and the icons browsers ask for, and index.html links it', () => {
    const webManifest = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(webManifest).toMatchObject({ name: 'DevShop', display: 'standalone', start_url: '/', theme_color: '#312e81' });
    const icons = webManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of webManifest.icons) expect(existsSync(join(outDir, icon.src)), icon.src).toBe(true);
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(existsSync(join(outDir, 'icons', 'apple-touch-icon.png'))).toBe(true);
  });

  it('precaches the page, the first paint and every language\'s shell messages, but not admin, checkout, the PDF or the chart', () => {
    expect(precached).toContain('index.html');
    for (const file of [...firstPaint, ...shellCatalogues]) expect(precached, file).toContain(file);
    const precachedModules = precached.flatMap((file) => modulesOf.get(file) ?? []);
    for (const pattern of LATER_CODE) expect(precachedModules.filter((id) => pattern.test(id)), String(pattern)).toEqual([]);
  });
});
