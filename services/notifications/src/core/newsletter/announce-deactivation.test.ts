import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { announceDeactivation } from './announce-deactivation';

const start = embeddedPortsPerTest();

describe('announcing the end of a subscription', () => {
  it('records nothing for a subscription that ended before the event existed, or never ended', async () => {
    const t = await start();
    const { subscriber } = await t.ports.subscribers.activate({ email: 'jean@example.rw', tokenHash: 'digest', at: '2026-11-10T08:00:00.000Z' });
    await announceDeactivation(t.ports, subscriber);
    await announceDeactivation(t.ports, { ...subscriber, isActive: false, unsubscribedAt: '2026-11-11T08:00:00.000Z' });
    await announceDeactivation(t.ports, { ...subscriber, isActive: false, deactivationId: 'b'.repeat(24) });
    expect(await t.documents.collection('outbox').count({})).toBe(0);
  });
});
