import { NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, subscribeMany, type EmbeddedPorts } from '../../testing/embedded-ports';
import { AnnouncePendingActivations } from './announce-pending-activations.use-case';

const start = embeddedPortsPerTest();

async function outboxTypes(t: EmbeddedPorts) {
  return (await t.documents.collection<{ _id: string; event: { type: string } }>('outbox').find({})).map(({ event }) => event.type);
}

describe('announcing at start what a crash left unannounced', () => {
  it('announces every activation and deactivation, more than a batch of each, and tells the operator how many', async () => {
    const t = await start();
    // Saved subscribers whose events were never recorded.
    const subscribers = await subscribeMany(t.ports.subscribers, 202);
    for (const subscriber of subscribers.slice(0, 101)) {
      await t.ports.subscribers.markAnnounced(subscriber.id, subscriber.activationId);
      await t.ports.subscribers.deactivate(subscriber.tokenHash, '2026-11-12T08:00:00.000Z');
    }
    expect(await new AnnouncePendingActivations(t.ports).execute()).toBe(202);
    const types = await outboxTypes(t);
    expect(types.filter((type) => type === NEWSLETTER_SUBSCRIBED)).toHaveLength(101);
    expect(types.filter((type) => type === NEWSLETTER_UNSUBSCRIBED)).toHaveLength(101);
    expect(await t.ports.subscribers.unannounced(10)).toEqual([]);
    expect(await t.ports.subscribers.unannouncedDeactivations(10)).toEqual([]);
    expect(t.log.lines).toEqual([{ level: 'info', fields: { announced: 202 }, message: 'announced subscription changes left unannounced' }]);
  });

  it('announces nothing, and says nothing, when nothing was left', async () => {
    const t = await start();
    expect(await new AnnouncePendingActivations(t.ports).execute()).toBe(0);
    expect(await outboxTypes(t)).toEqual([]);
    expect(t.log.lines).toEqual([]);
  });
});
