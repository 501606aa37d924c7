import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedPackages, packageOf } from './package-imports';

const ROOT = join(import.meta.dirname, '..', '..');
const WORKSPACES = ['domain', 'contracts', 'platform', 'proto', 'services/catalog', 'services/identity', 'services/notifications', 'services/orders', 'services/payments', 'gateway', 'web'];

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;

describe('each package lists exactly what its code imports', () => {
  it('reads package names from import specifiers', () => {
    expect(packageOf('@grpc/grpc-js')).toBe('@grpc/grpc-js');
    expect(packageOf('@shop/platform/grpc')).toBe('@shop/platform');
    expect(packageOf('zod/v4')).toBe('zod');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs')).toBeUndefined();
    expect(packageOf('./local')).toBeUndefined();
    expect(packageOf('@/features/cart')).toBeUndefined();
    expect(packageOf('virtual:pwa-register')).toBe('workbox-window');
  });

  it.each(WORKSPACES)('%s', (dir) => {
    const manifest = manifestOf(dir);
    const listed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const imported = importedPackages(join(ROOT, dir));
    imported.delete(manifest.name);
    // Type packages are read by the compiler, never imported by name.
    const unused = [...listed].filter((name) => !name.startsWith('@types/') && !imported.has(name));
    const missing = [...imported].filter((name) => !listed.has(name));
    expect({ missing: missing.sort(), unused: unused.sort() }).toEqual({ missing: [], unused: [] });
  });
});
