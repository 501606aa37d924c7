import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  it('writes .br and .gz beside compressible files over 1 KB, only when smaller', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'images', 'products'), { recursive: true });
    mkdirSync(join(dir, '.vite'));
    const script = `export const text = ${JSON.stringify('keyboard '.repeat(500))};`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'images', 'products', 'mouse.svg'), svg);
    writeFileSync(join(dir, 'assets', 'small-3c4d.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'assets', 'noise-5e6f.txt'), randomBytes(4096));
    writeFileSync(join(dir, 'assets', 'photo-7a8b.png'), Buffer.alloc(4096));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));

    const written = await precompressDirectory(dir);

    expect(written.map((file) => file.slice(dir.length + 1)).sort()).toEqual([
      'assets/app-1a2b.js.br',
      'assets/app-1a2b.js.gz',
      'images/products/mouse.svg.br',
      'images/products/mouse.svg.gz',
    ]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1a2b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'images', 'products', 'mouse.svg.gz'))).toString()).toBe(svg);
    expect(existsSync(join(dir, 'assets', 'noise-5e6f.txt.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);

    // A second run compresses the originals again, never the compressed copies.
    expect((await precompressDirectory(dir)).length).toBe(4);
  });
});
