// The end of `npm test`: where the minutes went. Each step's wall time, each vitest project's
// (first file queued to last file done), and the slowest test files, printed and kept in
// .test-results/timings.json to compare two runs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** Reads the timing reporter's file (scripts/testing/timing-reporter.ts); empty when vitest wrote none. */
export function readVitestTimings(file) {
  if (!existsSync(file)) return { projects: [], files: [] };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Prints the summary and writes it to `outputFile`. `phases` are `{ name, ms, steps? }`, where
 * steps are `{ name, ms }` that ran inside the phase (side by side, so they may add up to more).
 */
export function printTimings({ phases, vitest, totalMs, outputFile, slowest = 15 }) {
  const lines = ['', 'where the time went (wall time)'];
  for (const phase of phases) {
    lines.push(`${seconds(phase.ms)}  ${phase.name}`);
    for (const step of phase.steps ?? []) lines.push(`${seconds(step.ms)}    ${step.name}`);
  }
  for (const project of vitest.projects) lines.push(`${seconds(project.ms)}    project ${project.project} (${project.files} files)`);
  lines.push(`${seconds(totalMs)}  in all`);

  const files = [...vitest.files].sort((a, b) => b.ms - a.ms).slice(0, slowest);
  if (files.length) {
    lines.push('', `the ${files.length} slowest test files`);
    for (const file of files) lines.push(`${seconds(file.ms)}  ${file.project.padEnd(16)} ${file.file}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  writeFileSync(outputFile, `${JSON.stringify({ totalMs, phases, vitest }, null, 1)}\n`);
}
