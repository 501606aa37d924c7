import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** /work/main (the repository root), web/ and its build output. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const webRoot = path.join(repoRoot, 'web');
export const distDir = path.join(webRoot, 'dist');
export const startScript = path.join(repoRoot, 'scripts', 'start.mjs');
