import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints a fixture as if it stood at `virtualPath`, returning the rule ids that fired. */
async function rulesFired(fixture: string, virtualPath: string): Promise<string[]> {
  const code = readFileSync(join(root, 'scripts/lint-fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, virtualPath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('architecture lint rules', () => {
  it('reject a driver import in domain/', async () => {
    expect(await rulesFired('domain-imports-driver.ts', 'domain/src/money/bad.ts')).toContain('no-restricted-imports');
  });

  it('reject a workspace import in domain/', async () => {
    expect(await rulesFired('domain-imports-workspace.ts', 'domain/src/bad.ts')).toContain('no-restricted-imports');
  });

  it('reject the clock, randomness and process in domain/', async () => {
    const fired = await rulesFired('domain-reads-clock.ts', 'domain/src/bad.ts');
    expect(fired.filter((id) => id === 'no-restricted-syntax')).toHaveLength(3);
    expect(fired).toContain('no-restricted-globals');
  });

  it('accept pure domain code', async () => {
    expect(await rulesFired('domain-clean.ts', 'domain/src/clean.ts')).toEqual([]);
  });

  it('reject drivers, adapters, other services and I/O in a service core', async () => {
    const code = readFileSync(join(root, 'scripts/lint-fixtures/core-imports-adapter.ts'), 'utf8');
    const [result] = await eslint.lintText(code, {
      filePath: join(root, 'services/orders/src/core/place-order.use-case.ts'),
    });
    const flaggedLines = new Set(
      result?.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.line),
    );
    // Every one of the five imports is refused: driver, adapter, other service, platform subpath, node I/O.
    expect([...flaggedLines].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('reject a value import from @shop/platform in a service core', async () => {
    const fired = await rulesFired('core-imports-platform-value.ts', 'services/catalog/src/core/x.use-case.ts');
    expect(fired).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('accept type-only platform imports, domain imports and own files in a service core', async () => {
    expect(await rulesFired('core-clean.ts', 'services/orders/src/core/clean.use-case.ts')).toEqual([]);
  });

  it('leave adapters free to use drivers', async () => {
    expect(await rulesFired('core-imports-adapter.ts', 'services/orders/src/adapters/storage/x.ts')).toEqual([]);
  });

  it('reject a web feature importing another feature or a server package', async () => {
    const fired = await rulesFired('web-feature-imports-feature.ts', 'web/src/features/cart/hooks/x.ts');
    expect(fired.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });
});
