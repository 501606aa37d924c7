import type { Manifest } from 'vite';

/**
 * The JavaScript files the browser loads before the first paint of a route: the entry and
 * everything it imports statically, plus the route's own chunk and its static imports.
 * Dynamic imports (other screens, the chart, the receipt PDF) are left out: they load later.
 */
export function firstPaintFiles(manifest: Manifest, routeSources: string[]): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...routeSources]) visit(key);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
