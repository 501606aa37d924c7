// Runs commands in lanes: the lanes side by side (one per core is the point), the steps of a lane
// one after the other. Each step's output is held and printed whole when it ends, so two steps'
// lines never interleave. Every step runs, whatever the others did; each reports its outcome and
// wall time.
import { spawn } from 'node:child_process';

/** One step: `{ name, command: [file, ...args], env? }`; resolves to `{ name, ok, ms }`. */
function runStep(step, cwd) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let finished = false;
    const finish = (ok, extra = '') => {
      if (finished) return;
      finished = true;
      const ms = Date.now() - started;
      process.stdout.write(Buffer.concat(chunks));
      process.stdout.write(`${extra}${ok ? '✓' : '✗'} check: ${step.name} (${(ms / 1000).toFixed(1)} s)\n`);
      resolve({ name: step.name, ok, ms });
    };
    child.once('error', (error) => finish(false, `${error.message}\n`));
    child.once('close', (code) => finish(code === 0));
  });
}

/** Runs every lane at once; resolves to every step's result, in the order the steps were given. */
export async function runLanes(lanes, cwd) {
  const results = await Promise.all(
    lanes.map(async (steps) => {
      const done = [];
      for (const step of steps) done.push(await runStep(step, cwd));
      return done;
    }),
  );
  return results.flat();
}

