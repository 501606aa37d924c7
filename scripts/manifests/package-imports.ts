// What each workspace package's own code imports from other packages, read from its sources:
// the names its manifest must list, and nothing more.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

/** Test files and test support: they run with the repository's test tools, not the package's. */
const NOT_SHIPPED = [/\.(test|int\.test|api\.test|e2e|bench)\.tsx?$/, /\.contract\.ts$/, /\/testing\//, /\/contract\//, /\/e2e\//];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// Quoted either way: the generated gRPC code uses double quotes.
const QUOTED = `['"]([^'"]+)['"]`;
const SPECIFIERS = [`\\bfrom\\s+${QUOTED}`, `\\bimport\\s*\\(\\s*${QUOTED}\\s*\\)`, `^\\s*import\\s+${QUOTED}`, `\\brequire\\(\\s*${QUOTED}\\s*\\)`].map(
  (source) => new RegExp(source, 'gm'),
);
const BUILTINS = new Set(builtinModules);

function sourceFiles(directory: string, root: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path, root);
    const shown = `/${relative(root, path)}`;
    return SOURCE.test(entry.name) && !NOT_SHIPPED.some((pattern) => pattern.test(shown)) ? [path] : [];
  });
}

/** `@scope/name/deep` and `name/deep` to the package's name; undefined for relative paths, builtins and aliases. */
/** Modules a build plugin serves, by the package whose code they run (vite-plugin-pwa's register runs workbox-window). */
const VIRTUAL_MODULES: Record<string, string> = { 'virtual:pwa-register': 'workbox-window' };

export function packageOf(specifier: string): string | undefined {
  if (Object.hasOwn(VIRTUAL_MODULES, specifier)) return VIRTUAL_MODULES[specifier];
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('@/')) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return BUILTINS.has(name) ? undefined : name;
}

/** The packages a workspace package's shipped code (src/, and its build config) imports. */
export function importedPackages(packageDir: string): Set<string> {
  const imported = new Set<string>();
  for (const file of sourceFiles(packageDir, packageDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const name = packageOf(match[1]!);
        if (name) imported.add(name);
      }
    }
  }
  return imported;
}
