import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import type { DeliveryQuery } from '../../api/notifications-api';
import { deliver } from '../mail/deliver';
import { ListDeliveries } from './list-deliveries.use-case';
import { causeOf } from '../../testing/mail-cause';

const start = embeddedPortsPerTest();

/** A sent order e-mail and, a second later, one that failed once. */
async function twoSends() {
  const t = await start();
  const mail = { to: 'aline@example.rw', subject: 'Your order', text: 'Hello,\n', html: '<p>Hello,</p>\n' };
  await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
  t.clock.advance(1000);
  t.mailer.failWith = new Error('connection refused');
  await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-2') });
  return t;
}

describe('the send log for the admin', () => {
  it('shows the error of a failed attempt, and no error field for a send without one', async () => {
    const t = await twoSends();
    const { emails, pagination } = await new ListDeliveries(t.ports).execute();
    const common = { _id: expect.any(String), to: 'aline@example.rw', template: 'order-placed', subject: 'Your order', createdAt: expect.any(String), updatedAt: expect.any(String) };
    expect(emails).toStrictEqual([
      { ...common, eventId: 'event-2', status: 'pending', attempts: 1, lastError: 'connection refused' },
      { ...common, eventId: 'event-1', status: 'sent', attempts: 1 },
    ]);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
  });

  it('pages by a given whole page and limit', async () => {
    const t = await twoSends();
    const { emails, pagination } = await new ListDeliveries(t.ports).execute({ page: 2, limit: 1 });
    expect(emails.map((email) => email.eventId)).toEqual(['event-1']);
    expect(pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('reads a page or limit that is not a positive whole number as not given', async () => {
    const t = await twoSends();
    const list = new ListDeliveries(t.ports);
    for (const query of [{ page: 0, limit: 0 }, { page: -1, limit: -5 }, { page: 1.5, limit: 2.5 }, { page: '2', limit: '1' }] as unknown as DeliveryQuery[]) {
      expect((await list.execute(query)).pagination, JSON.stringify(query)).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    }
  });

  it('lists one status when asked, and ignores a status it does not know', async () => {
    const t = await twoSends();
    const list = new ListDeliveries(t.ports);
    expect((await list.execute({ status: 'sent' })).emails.map((email) => email.eventId)).toEqual(['event-1']);
    expect((await list.execute({ status: 'lost' } as unknown as DeliveryQuery)).pagination.total).toBe(2);
  });
});
