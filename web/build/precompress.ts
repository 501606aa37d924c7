import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.slice(dir.length).split(/[\\/]/).some((segment) => segment.startsWith('.')));
}

/** Writes `.br` and `.gz` beside one file, each only when it is smaller than the file. */
async function compressFile(file: string): Promise<string[]> {
  const bytes = await readFile(file);
  if (bytes.length <= MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written: string[] = [];
  for (const [suffix, compressed] of [['.br', br], ['.gz', gz]] as const) {
    if (compressed.length >= bytes.length) continue;
    await writeFile(file + suffix, compressed);
    written.push(file + suffix);
  }
  return written;
}

/**
 * Writes brotli (quality 11) and gzip (level 9) copies beside every compressible file in a
 * build directory (dot folders such as `.vite/` excluded), for the gateway to send as they are.
 * Returns the files written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const root = resolve(dir);
  const files = (await filesIn(root)).filter((file) => COMPRESSIBLE.has(extname(file)));
  return (await Promise.all(files.map(compressFile))).flat();
}

/** Vite build plugin: precompresses the output once everything, public files included, is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'devshop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, after the service worker's files (sw.js, workbox-*.js) are written, so they are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
