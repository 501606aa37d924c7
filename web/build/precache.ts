import type { Manifest } from 'vite';

/**
 * The screens a shopper may open with the network off: home (with what it draws below the fold),
 * the listings and a product page, and the footer every screen carries. Checkout needs the network
 * anyway; the admin, orders, the receipt PDF and the chart are never precached. Whatever else a
 * shopper opens is kept by the service worker as it loads (runtime cache).
 */
export const OFFLINE_SCREENS = [
  'src/app/routes/home.tsx',
  'src/app/routes/home-below-fold.tsx',
  'src/app/routes/products.tsx',
  'src/app/routes/product-detail.tsx',
  'src/app/routes/not-found.tsx',
  'src/components/layouts/footer.tsx',
];

/**
 * Messages every screen needs: the shell's before the first paint, and the account area the
 * footer's low-data switch and the offline and update notices speak from. All three languages:
 * the build cannot know which one the shopper speaks, and each is about 2 KB.
 */
const OFFLINE_MESSAGES = /^src\/locales\/[a-z]{2}\/(shell|account)\.json\.compiled\.js$/;

/**
 * The built files (JavaScript and CSS) the service worker precaches: the entry, the offline
 * screens and the messages above, each with every chunk it imports statically and its CSS.
 */
export function precachedFiles(manifest: Manifest, screens: string[] = OFFLINE_SCREENS): Set<string> {
  const keys = Object.keys(manifest);
  const roots = [...keys.filter((key) => manifest[key]!.isEntry), ...screens, ...keys.filter((key) => OFFLINE_MESSAGES.test(key))];
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);
  return files;
}
