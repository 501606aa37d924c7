import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import parsers from '@stoplight/spectral-parsers';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';
import { toPointer, type LintFinding } from './lint-finding';

/**
 * Spectral's OpenAPI rules and the OWASP API security ruleset, both imported from their
 * packages so the lint reads nothing from the network. Hints are included: none is noise here.
 */
export async function spectralFindings(document: object): Promise<LintFinding[]> {
  const spectral = new Spectral();
  // The packaged rulesets are typed more loosely than the definition Spectral takes.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended'], [owasp as RulesetDefinition, 'all']] });
  const results = await spectral.run(new Document(JSON.stringify(document, null, 2), parsers.Json, 'openapi.json'));
  return results.map((result) => ({
    linter: 'spectral',
    rule: String(result.code),
    pointer: toPointer(result.path),
    message: result.message,
  }));
}
