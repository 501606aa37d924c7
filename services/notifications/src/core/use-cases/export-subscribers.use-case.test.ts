import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, subscribeMany } from '../../testing/embedded-ports';
import { ExportSubscribers } from './export-subscribers.use-case';

const start = embeddedPortsPerTest();

describe('exporting the subscribers', () => {
  it('streams every subscriber of a list longer than a page, each once, in the order they first subscribed', async () => {
    const t = await start();
    const subscribers = await subscribeMany(t.ports.subscribers, 501);
    const walked: Array<number | undefined> = [];
    const walk = t.ports.subscribers.walk.bind(t.ports.subscribers);
    t.ports.subscribers.walk = (page) => {
      walked.push(page.limit);
      return walk(page);
    };
    const exported = [];
    for await (const view of new ExportSubscribers(t.ports).execute()) exported.push(view._id);
    expect(exported).toEqual(subscribers.map((subscriber) => subscriber.id));
    // One page of the store in memory at a time.
    expect(walked).toEqual([500, 500]);
  });
});
