import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { LintFinding } from './lint-finding';

/** Redocly's `recommended` rules over the document; its warnings count as much as its errors. */
export async function redoclyFindings(document: object): Promise<LintFinding[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map((problem) => ({
    linter: 'redocly',
    rule: problem.ruleId,
    pointer: problem.location[0]?.pointer ?? '#/',
    message: problem.message,
  }));
}
