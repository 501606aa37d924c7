// A contract is declared once, in @shop/contracts, and imported everywhere else: no package
// exports a type or constant of the same name, and no source file spells out again the patterns
// the contracts own (ids, cart ids, Idempotency-Keys). Aliases under other names
// (`type UserView = User`) and re-exports (`export type { Role }`) are how a service names them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, OBJECT_ID_PATTERN, SESSION_ID_PATTERN } from '@shop/contracts';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const NOT_SOURCE = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/*.contract.ts', '**/testing/**', '**/src/gen/**', 'web/e2e/**', 'scripts/lint-fixtures/**'];
/** Where a pattern stands for something else than the contract's value. */
const OWN_PATTERNS = new Set([
  // A stored file's key: a lower-case id or 32 random hex digits, the names the store gives its files.
  'platform/src/files/file-store.port.ts: [0-9a-f]{24}',
]);

const sourceFiles = globSync(['{domain,platform,proto,services,gateway,web,scripts}/**/*.{ts,tsx}'], { cwd: root, ignore: NOT_SOURCE });

const EXPORTED_DECLARATION = /^export (?:declare )?(?:type (\w+)(?:<[^>]*>)?\s*=|interface (\w+)|enum (\w+)|class (\w+)|const ([A-Z][A-Z0-9_]+)\b)/gm;

function exportedNames(text: string): string[] {
  return [...text.matchAll(EXPORTED_DECLARATION)].map((match) => match.slice(1).find(Boolean)!);
}

const contractNames = new Set(globSync(['contracts/src/**/*.ts'], { cwd: root, ignore: NOT_SOURCE }).flatMap((file) => exportedNames(read(file))));

describe('contracts are declared once', () => {
  it('finds the contracts’ names to compare with', () => {
    expect(contractNames.has('Order')).toBe(true);
    expect(contractNames.has('ORDER_LIMITS')).toBe(true);
    expect(exportedNames('export interface Role {\nexport type Order<T> = {}\nexport const ROLES = []')).toEqual(['Role', 'Order', 'ROLES']);
  });

  it('no package exports a type or constant under a contract’s name', () => {
    const redeclared = sourceFiles.flatMap((file) => exportedNames(read(file)).filter((name) => contractNames.has(name)).map((name) => `${file}: ${name}`));
    expect(redeclared).toEqual([]);
  });

  it('no source file writes a contract’s pattern again', () => {
    const patterns = [OBJECT_ID_PATTERN, SESSION_ID_PATTERN, IDEMPOTENCY_KEY_PATTERN].map((pattern) => pattern.source.replace(/^\^|\$$/g, ''));
    // The same patterns in either case of hex digits, as a regex literal or a string.
    const spellings = patterns.flatMap((pattern) => [pattern, pattern.replace('0-9a-fA-F', '0-9a-f')]);
    const repeated = sourceFiles.flatMap((file) => {
      const text = read(file);
      return spellings.filter((spelling) => text.includes(spelling)).map((spelling) => `${file}: ${spelling}`);
    });
    expect(repeated.filter((place) => !OWN_PATTERNS.has(place))).toEqual([]);
    expect([...OWN_PATTERNS].filter((place) => !repeated.includes(place)), 'exceptions that no longer apply').toEqual([]);
  });
});
