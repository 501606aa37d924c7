import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
