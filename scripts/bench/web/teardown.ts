/**
 * Work to undo however the bench ends: a normal exit, an error, Ctrl-C or SIGTERM. Each step is
 * synchronous so that it also runs from the process's `exit` event.
 */
const steps = new Set<() => void>();

function runAll() {
  for (const step of [...steps].reverse()) {
    steps.delete(step);
    try {
      step();
    } catch {
      // One failed step must not keep the others from running.
    }
  }
}

process.on('exit', runAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    runAll();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

/** Registers a step; the returned function removes it once the work was undone some other way. */
export function onTeardown(step: () => void): () => void {
  steps.add(step);
  return () => void steps.delete(step);
}
