// A vitest reporter that writes where the minutes went: for each project, the wall time from its
// first file queued to its last file done; for each file, the time it took (loading, setting up and
// running its tests). `npm test` reads the file it writes (TEST_TIMINGS_FILE) to print its summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  project: string;
  file: string;
  ms: number;
}

export interface VitestTimings {
  projects: Array<{ project: string; ms: number; files: number }>;
  files: FileTiming[];
}

/** What a file cost from its worker's point of view: environment, imports, hooks and tests. */
function fileMs(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

export default class TimingReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number }>();
  private readonly files: FileTiming[] = [];
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestModuleQueued(module: TestModule): void {
    const name = module.project.name;
    if (!this.spans.has(name)) this.spans.set(name, { start: performance.now(), end: performance.now(), files: 0 });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name);
    if (span) {
      span.end = performance.now();
      span.files += 1;
    }
    this.files.push({ project: module.project.name, file: relative(this.root, module.moduleId), ms: Math.round(fileMs(module)) });
  }

  onTestRunEnd(): void {
    const target = process.env.TEST_TIMINGS_FILE;
    if (!target) return;
    const timings: VitestTimings = {
      projects: [...this.spans].map(([project, span]) => ({ project, ms: Math.round(span.end - span.start), files: span.files })),
      files: this.files,
    };
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(timings, null, 1)}\n`);
  }
}
