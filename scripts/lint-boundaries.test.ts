// The architecture's rules must bite: each fixture under scripts/lint-fixtures is linted as if it
// stood at a path inside the repo, and either every one of its imports is refused, or (for its
// legitimate counterpart) nothing at all is reported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const fixturePath = (name: string) => join(root, 'scripts/lint-fixtures', name);
const eslint = new ESLint({ cwd: root });

interface Finding {
  line: number;
  rule: string;
}

/** Lints a fixture as if it stood at `virtualPath`. */
async function findings(fixture: string, virtualPath: string): Promise<Finding[]> {
  const code = readFileSync(fixturePath(fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(root, virtualPath) });
  return (result?.messages ?? []).map((m) => ({ line: m.line, rule: m.ruleId ?? `fatal: ${m.message}` }));
}

const linesFlaggedBy = (found: Finding[], rule: string) => [...new Set(found.filter((f) => f.rule === rule).map((f) => f.line))].sort((a, b) => a - b);

/** The lines of a fixture that import, re-export or load a module. */
function moduleLines(fixture: string): number[] {
  const lines = readFileSync(fixturePath(fixture), 'utf8').split('\n');
  return lines.flatMap((text, index) => (/ from '|import\('|require\('/.test(text) ? [index + 1] : []));
}

const BOUNDARIES = 'boundaries/dependencies';
// Loading the lint plugins and the TypeScript libraries takes seconds on a busy machine.
const SLOW = { timeout: 30_000 };

describe('boundary rules refuse every import of a forbidden fixture', SLOW, () => {
  it.each([
    ['domain-imports-driver.ts', 'domain/src/money/bad.ts', 'a driver package in domain/'],
    ['domain-imports-workspace.ts', 'domain/src/bad.ts', 'a workspace package in domain/'],
    ['domain-reaches-platform-by-path.ts', 'domain/src/money/bad.ts', 'domain/ reaching ../../../platform/src, or a Node built-in'],
    ['contracts-imports-beyond-zod.ts', 'contracts/src/bad.ts', 'contracts/ importing platform, a Node built-in or a package other than zod'],
    ['core-imports-adapter.ts', 'services/orders/src/core/bad.use-case.ts', "a core importing a driver, its adapter, another service's gRPC client, a platform subpath, node:fs"],
    ['core-imports-platform-value.ts', 'services/catalog/src/core/bad.use-case.ts', 'a core importing a value (an adapter) from @shop/platform'],
    ['core-imports-other-core-by-path.ts', 'services/orders/src/core/use-cases/bad.use-case.ts', "a core importing another service's core by deeper relative paths, an unexported subpath, or its package"],
    ['core-imports-adapter-dynamically.ts', 'services/orders/src/core/use-cases/bad.use-case.ts', 'a core loading an adapter or a driver with import()'],
    ['core-reexports-adapter.ts', 'services/orders/src/core/bad.ts', 'a core re-exporting an adapter, a platform subpath or another service'],
    ['adapter-imports-other-service-by-path.ts', 'services/orders/src/adapters/catalog/bad.ts', "an adapter reaching another service's files by path instead of its package entries"],
    ['service-imports-test-support.ts', 'services/payments/src/bad-wiring.ts', "a service's composition importing its testing/ kit, a contract suite, @shop/platform/contracts, a platform *.contract or vitest"],
    ['service-imports-test-support.ts', 'services/payments/src/index.ts', "a service's package entry importing test support"],
    ['api-imports-adapter.ts', 'services/payments/src/api/bad.ts', 'an API importing, re-exporting or loading an adapter'],
    ['api-imports-adapter.ts', 'services/payments/src/api/bad.contract.ts', 'a contract suite under src/api/ naming an adapter'],
    ['api-imports-adapter.ts', 'services/payments/src/api/bad.test.ts', 'an API test naming an adapter'],
    ['gateway-wires-service.ts', 'gateway/src/routes/bad.routes.ts', "a gateway route building a service, a gRPC client, or reaching a service's core"],
    ['web-feature-imports-feature.ts', 'web/src/features/cart/hooks/bad.ts', 'a web feature importing another feature (alias or relative) or @shop/proto'],
    ['web-imports-server-packages.ts', 'web/src/app/routes/bad.tsx', 'web routes importing server packages or a Node built-in'],
    ['web-imports-server-packages.ts', 'web/src/lib/bad.ts', 'web lib/ importing server packages or a Node built-in'],
    ['web-imports-server-packages.ts', 'web/src/features/cart/api/bad.ts', 'a web feature importing server packages or a Node built-in'],
    ['web-shared-imports-feature.ts', 'web/src/lib/bad.ts', 'web lib/ importing a feature'],
  ])('%s at %s (%s)', async (fixture, virtualPath) => {
    const found = await findings(fixture, virtualPath);
    expect(linesFlaggedBy(found, BOUNDARIES)).toEqual(moduleLines(fixture));
  });
});

describe('boundary rules accept the legitimate counterpart', SLOW, () => {
  it.each([
    ['domain-clean.ts', 'domain/src/clean.ts', 'domain/ importing its own files, building a date from an argument'],
    ['contracts-clean.ts', 'contracts/src/clean.ts', 'contracts/ importing zod, domain and its own files'],
    ['core-clean.ts', 'services/orders/src/core/clean.use-case.ts', "a core importing domain, contracts, its own ports and API types, platform's port types"],
    ['adapter-clean.ts', 'services/orders/src/adapters/catalog/clean.ts', "an adapter importing drivers, platform, its core's ports and another service's package entries"],
    ['service-wiring-clean.ts', 'services/payments/src/clean-wiring.ts', "a service's composition importing its API, core, adapters, platform and another service's package"],
    ['service-imports-test-support.ts', 'services/payments/src/wiring.test.ts', "a service's test using its testing/ kit, contract suites and vitest"],
    ['service-imports-test-support.ts', 'services/payments/src/wiring.int.test.ts', "a service's integration test using test support"],
    ['api-clean.ts', 'services/payments/src/api/clean.ts', "an API importing contracts, domain, platform, zod and its own core's types"],
    ['gateway-route-clean.ts', 'gateway/src/routes/clean.routes.ts', "a gateway route importing a service's API type, contracts and express"],
    ['web-app-clean.ts', 'web/src/app/routes/clean.tsx', 'web routes importing react, domain, contracts, lib/ and features'],
    ['web-feature-clean.ts', 'web/src/features/cart/hooks/clean.ts', 'a web feature importing react, domain, lib/ and its own files'],
  ])('%s at %s (%s)', async (fixture, virtualPath) => {
    expect(await findings(fixture, virtualPath)).toEqual([]);
  });

  it("lets gateway/src/composition build services and gRPC clients, but not reach a service's core", async () => {
    const found = await findings('gateway-wires-service.ts', 'gateway/src/composition/wiring.ts');
    expect(linesFlaggedBy(found, BOUNDARIES)).toEqual([3]);
  });
});

describe("test support stays out of a service's production code by name too", SLOW, () => {
  const NAMED = 'no-restricted-imports';

  it('refuses every import of test support in the composition', async () => {
    const found = await findings('service-imports-test-support.ts', 'services/payments/src/bad-wiring.ts');
    expect(linesFlaggedBy(found, NAMED)).toEqual(moduleLines('service-imports-test-support.ts'));
  });

  it('refuses a contract suite or a testing/ folder inside the same element, which the boundary rules skip', async () => {
    const found = await findings('core-imports-own-test-support.ts', 'services/payments/src/core/settlement/bad.ts');
    expect(linesFlaggedBy(found, NAMED)).toEqual(moduleLines('core-imports-own-test-support.ts'));
  });

  it('leaves tests and src/testing/ free to use it', async () => {
    const found = await findings('core-imports-own-test-support.ts', 'services/payments/src/core/settlement/bad.test.ts');
    expect(linesFlaggedBy(found, NAMED)).toEqual([]);
    const inTesting = await findings('core-imports-own-test-support.ts', 'services/payments/src/testing/contract/settlement.ts');
    expect(linesFlaggedBy(inTesting, NAMED)).toEqual([]);
  });
});

describe('purity rules', SLOW, () => {
  it('reject the clock, randomness and process in domain/', async () => {
    const found = await findings('domain-reads-clock.ts', 'domain/src/bad.ts');
    expect(found.filter((f) => f.rule === 'no-restricted-syntax')).toHaveLength(3);
    expect(linesFlaggedBy(found, 'no-restricted-globals')).toEqual([2]);
  });

  it("reject the clock, randomness, timers and a computed import() in a service's core", async () => {
    const found = await findings('core-reads-clock.ts', 'services/payments/src/core/use-cases/bad.use-case.ts');
    expect(found.filter((f) => f.rule === 'no-restricted-syntax').map((f) => f.line)).toEqual([1, 1, 1, 4]);
    expect(linesFlaggedBy(found, 'no-restricted-globals')).toEqual([2, 3]);
  });

  it('leave adapters and tests free to read the clock', async () => {
    expect(await findings('core-reads-clock.ts', 'services/payments/src/adapters/clock/x.ts')).toEqual([]);
    expect(await findings('domain-reads-clock.ts', 'domain/src/bad.test.ts')).toEqual([]);
  });
});

describe('web type check', SLOW, () => {
  /** Type-checks one fixture with the compiler options of a web tsconfig. */
  function compileErrors(tsconfig: string, fixture: string): string[] {
    const config = ts.getParsedCommandLineOfConfigFile(join(root, tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!config) throw new Error(`cannot read ${tsconfig}`);
    const program = ts.createProgram([fixturePath(fixture)], config.options);
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }

  it('refuses Node globals such as Buffer in browser code', () => {
    expect(compileErrors('web/tsconfig.json', 'web-uses-buffer.ts')).toEqual([expect.stringContaining("Cannot find name 'Buffer'")]);
  });

  it('gives Node types to the Node-side web code (tests, e2e, Vite config)', () => {
    expect(compileErrors('web/tsconfig.node.json', 'web-uses-buffer.ts')).toEqual([]);
  });
});
