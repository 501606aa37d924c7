import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordedResult, recordInputs } from './recorded-result.mjs';

/** An incremental file with two killed mutants and one that survived. */
const INCREMENTAL = {
  files: {
    'domain/src/money/vat.ts': {
      source: 'export const vat = 18;\n',
      mutants: [{ status: 'Killed' }, { status: 'Timeout' }, { status: 'Survived' }, { status: 'CompileError' }],
    },
  },
  testFiles: {},
};

describe("a mutation target's recorded result", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'recorded-result-'));
    write('domain/src/money/vat.ts', 'export const vat = 18;\n');
    write('domain/src/money/vat.test.ts', "it('is 18', () => {});\n");
    write('scripts/mutation/incremental/domain.json', JSON.stringify(INCREMENTAL));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the score of the incremental file while nothing the target covers has changed', () => {
    recordInputs(root, 'domain');
    expect(recordedResult(root, 'domain')).toEqual({ score: (100 * 2) / 3, mutants: 3 });
  });

  it('is not used once the code, a test or the incremental file changes, or a file comes or goes', () => {
    expect(recordedResult(root, 'domain')).toEqual({ changed: 'domain.inputs.json (not recorded)' });
    recordInputs(root, 'domain');
    write('domain/src/money/vat.ts', 'export const vat = 0;\n');
    expect(recordedResult(root, 'domain')).toEqual({ changed: 'domain/src/money/vat.ts' });

    recordInputs(root, 'domain');
    write('domain/src/money/vat.test.ts', "it('is 0', () => {});\n");
    expect(recordedResult(root, 'domain')).toEqual({ changed: 'domain/src/money/vat.test.ts' });

    recordInputs(root, 'domain');
    write('domain/src/money/round.ts', 'export const round = Math.round;\n');
    expect(recordedResult(root, 'domain')).toEqual({ changed: 'domain/src/money/round.ts (added)' });

    recordInputs(root, 'domain');
    rmSync(join(root, 'domain/src/money/round.ts'));
    expect(recordedResult(root, 'domain')).toEqual({ changed: 'domain/src/money/round.ts (removed)' });

    recordInputs(root, 'domain');
    write('scripts/mutation/incremental/domain.json', JSON.stringify({ ...INCREMENTAL, testFiles: { x: {} } }));
    expect(recordedResult(root, 'domain')).toEqual({ changed: 'the incremental file' });
  });

  it('leaves out what the target does not cover: its index, other folders', () => {
    recordInputs(root, 'domain');
    write('domain/src/index.ts', "export * from './money/vat';\n");
    write('services/orders/src/core/order/order.ts', 'export {};\n');
    expect(recordedResult(root, 'domain')).toEqual({ score: (100 * 2) / 3, mutants: 3 });
  });
});
