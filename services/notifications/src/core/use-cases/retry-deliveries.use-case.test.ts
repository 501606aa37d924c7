import { describe, expect, it } from 'vitest';
import { DELIVERIES_COLLECTION } from '../../adapters/storage/document-delivery-log';
import { embeddedPortsPerTest, type EmbeddedPorts } from '../../testing/embedded-ports';
import { deliver } from '../mail/deliver';
import { RetryDeliveries } from './retry-deliveries.use-case';
import { causeOf } from '../../testing/mail-cause';

const start = embeddedPortsPerTest();

const ONE_MINUTE = 60_000;

/** `count` order e-mails whose first attempt failed, all due again a minute later. */
async function failedSends(t: EmbeddedPorts, count: number) {
  t.mailer.failWith = new Error('connection refused');
  for (let n = 1; n <= count; n++) {
    await deliver(t.ports, { mail: { to: `shopper-${n}@example.rw`, subject: 'Your order', text: 'Hello,\n', html: '<p>Hello,</p>\n' }, template: 'order-placed', cause: causeOf(`event-${n}`) });
  }
  t.mailer.failWith = undefined;
}

describe('the retry round', () => {
  it('tries nothing before a failed send is due', async () => {
    const t = await start();
    await failedSends(t, 1);
    t.clock.advance(ONE_MINUTE - 1);
    expect(await new RetryDeliveries(t.ports).execute()).toBe(0);
    expect(t.mailer.sent).toEqual([]);
  });

  it('sends again every send that is due, more than one batch of them', async () => {
    const t = await start();
    await failedSends(t, 51);
    t.clock.advance(ONE_MINUTE);
    expect(await new RetryDeliveries(t.ports).execute()).toBe(51);
    expect(t.mailer.sent).toHaveLength(51);
    expect(await t.documents.collection(DELIVERIES_COLLECTION).count({ status: 'sent', attempts: 2 })).toBe(51);
  });

  it('two rounds at once (two replicas) send a due e-mail once', async () => {
    const t = await start();
    await failedSends(t, 1);
    t.clock.advance(ONE_MINUTE);
    const tried = await Promise.all([new RetryDeliveries(t.ports).execute(), new RetryDeliveries(t.ports).execute()]);
    expect(tried.sort()).toEqual([0, 1]);
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('keeps a send it is trying from others for five minutes', async () => {
    const t = await start();
    await failedSends(t, 1);
    t.clock.advance(ONE_MINUTE);
    let leasedUntil: unknown;
    t.ports.mailer.send = async () => {
      [leasedUntil] = (await t.documents.collection<{ _id: string; nextAttemptAt: string }>(DELIVERIES_COLLECTION).find({})).map((doc) => doc.nextAttemptAt);
      return { messageId: 'm-1' };
    };
    await new RetryDeliveries(t.ports).execute();
    expect(leasedUntil).toBe('2026-11-14T09:06:00.000Z');
  });

  it('leaves alone a send that someone else settled after it was found due', async () => {
    const t = await start();
    await failedSends(t, 2);
    t.clock.advance(ONE_MINUTE);
    const { deliveries } = t.ports;
    const due = deliveries.due.bind(deliveries);
    deliveries.due = async (at, limit) => {
      const found = await due(at, limit);
      if (found[0]) await deliveries.settle(found[0].id, { status: 'sent', attempts: 2, updatedAt: at });
      return found;
    };
    expect(await new RetryDeliveries(t.ports).execute()).toBe(1);
    expect(t.mailer.sent).toHaveLength(1);
  });
});
