import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { precachedFiles } from './precache';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework.js'], css: ['assets/index-a.css'], dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/admin/products.tsx'] },
  '_framework.js': { file: 'assets/framework-b.js' },
  '_card.js': { file: 'assets/card-c.js', imports: ['_framework.js'], css: ['assets/card-c.css'] },
  'src/app/routes/home.tsx': { file: 'assets/home-d.js', isDynamicEntry: true, imports: ['_card.js'], dynamicImports: ['src/app/routes/home-below-fold.tsx'] },
  'src/app/routes/home-below-fold.tsx': { file: 'assets/below-e.js', isDynamicEntry: true },
  'src/app/routes/admin/products.tsx': { file: 'assets/admin-f.js', isDynamicEntry: true, imports: ['_card.js'] },
  'src/locales/fr/shell.json.compiled.js': { file: 'assets/shell.json.compiled-g.js', isDynamicEntry: true },
  'src/locales/fr/account.json.compiled.js': { file: 'assets/account.json.compiled-h.js', isDynamicEntry: true },
  'src/locales/fr/admin.json.compiled.js': { file: 'assets/admin.json.compiled-i.js', isDynamicEntry: true },
};

describe('precachedFiles', () => {
  const files = precachedFiles(manifest, ['src/app/routes/home.tsx', 'src/app/routes/home-below-fold.tsx']);

  it('holds the entry, the offline screens and everything they import, with their CSS', () => {
    for (const file of ['assets/index-a.js', 'assets/index-a.css', 'assets/framework-b.js', 'assets/home-d.js', 'assets/card-c.js', 'assets/card-c.css', 'assets/below-e.js']) {
      expect(files).toContain(file);
    }
  });

  it('holds the shell and account messages of every language, not the other areas', () => {
    expect(files).toContain('assets/shell.json.compiled-g.js');
    expect(files).toContain('assets/account.json.compiled-h.js');
    expect(files).not.toContain('assets/admin.json.compiled-i.js');
  });

  it('leaves out screens only reached by a dynamic import of the entry (admin)', () => {
    expect(files).not.toContain('assets/admin-f.js');
  });

  it('names a screen missing from the build', () => {
    expect(() => precachedFiles(manifest, ['src/app/routes/gone.tsx'])).toThrow('src/app/routes/gone.tsx is not in the build manifest');
  });
});
