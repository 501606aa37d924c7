import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig } from '@shop/platform';
import { routeGroups } from '../app';
import { composeServices, type Composition } from '../composition/compose-services';
import { buildOpenApi } from './build-openapi';
import exceptions from './lint-exceptions.json';
import { applyExceptions, type LintException } from './lint-exceptions';
import type { LintFinding } from './lint-finding';
import { redoclyFindings } from './lint-redocly';
import { spectralFindings } from './lint-spectral';

const describeFinding = (finding: LintFinding) => `${finding.linter} ${finding.rule} ${finding.pointer}: ${finding.message}`;

describe('the OpenAPI document passes Redocly recommended and Spectral OWASP, but for its listed exceptions', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-openapi-'));
  const logger = createLogger({ service: 'test', level: 'silent' });
  let composition: Composition;
  let findings: LintFinding[];

  beforeAll(async () => {
    composition = await composeServices(loadConfig({ DATA_DIR: dataDir }), logger);
    const groups = routeGroups({ logger, readiness: composition.readiness, apiRoutes: composition.apiRoutes });
    const document = buildOpenApi(groups, { title: 'DevShop', version: '0.1.0' });
    findings = [...(await redoclyFindings(document)), ...(await spectralFindings(document))];
  }, 120_000);
  afterAll(async () => {
    await composition.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no finding that lint-exceptions.json does not excuse', () => {
    const { unexcused } = applyExceptions(findings, exceptions as LintException[]);
    expect(unexcused.map(describeFinding)).toEqual([]);
  });

  it('lists no exception that excuses nothing any more', () => {
    const { stale } = applyExceptions(findings, exceptions as LintException[]);
    expect(stale).toEqual([]);
  });

  it('gives every exception a reason', () => {
    expect((exceptions as LintException[]).filter((exception) => exception.reason.trim().length < 10)).toEqual([]);
  });
});
