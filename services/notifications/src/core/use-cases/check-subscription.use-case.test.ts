import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { CheckSubscription } from './check-subscription.use-case';

const start = embeddedPortsPerTest();

describe('checking a subscription', () => {
  it('says an e-mail never subscribed is not subscribed', async () => {
    const t = await start();
    expect(await new CheckSubscription(t.ports).execute('nobody@example.rw')).toStrictEqual({ subscribed: false });
  });

  it('gives an active subscriber\'s date, whatever the case of the address', async () => {
    const t = await start();
    await t.ports.subscribers.activate({ email: 'jean@example.rw', tokenHash: 'digest', at: '2026-11-10T08:00:00.000Z' });
    expect(await new CheckSubscription(t.ports).execute(' Jean@Example.rw ')).toStrictEqual({ subscribed: true, subscribedAt: '2026-11-10T08:00:00.000Z' });
  });
});
