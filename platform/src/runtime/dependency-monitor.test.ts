import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger';
import { monitorDependencies, type DependencyState } from './dependency-monitor';

const logger = createLogger({ service: 'test', level: 'silent' });
const answerIf = (up: boolean) => {
  if (!up) throw new Error('not answering');
};

describe('a process watching its dependencies', () => {
  it('keeps serving, degraded, while the broker is away, and stops serving without its store', async () => {
    const up = { documents: true, events: true };
    const changes: DependencyState[] = [];
    const monitor = monitorDependencies(
      [
        { name: 'documents', ping: async () => answerIf(up.documents) },
        { name: 'events', ping: async () => answerIf(up.events), critical: false },
      ],
      (state) => changes.push(state),
      { intervalMs: 60_000, logger },
    );
    expect(await monitor.checkNow()).toEqual({ healthy: true, down: [], degraded: [] });
    up.events = false;
    expect(await monitor.checkNow()).toEqual({ healthy: true, down: [], degraded: ['events'] });
    up.documents = false;
    expect(await monitor.checkNow()).toEqual({ healthy: false, down: ['documents'], degraded: ['events'] });
    up.documents = up.events = true;
    await monitor.checkNow();
    await monitor.checkNow();
    monitor.stop();
    // Told once per change, not on every check.
    expect(changes.map((state) => state.healthy)).toEqual([true, false, true]);
  });
});
