import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, subscribeMany } from '../../testing/embedded-ports';
import type { SubscriberQuery } from '../../api/notifications-api';
import { ListSubscribers } from './list-subscribers.use-case';

const start = embeddedPortsPerTest();

async function threeSubscribers() {
  const t = await start();
  await subscribeMany(t.ports.subscribers, 3);
  return t;
}

describe('the admin subscriber list', () => {
  it('pages by a given whole page and limit', async () => {
    const t = await threeSubscribers();
    const page = await new ListSubscribers(t.ports).execute({ page: 3, limit: 1 });
    expect(page).toMatchObject({ totalSubscribers: 3, activeSubscribers: 3, currentPage: 3, totalPages: 3 });
    expect(page.subscribers).toHaveLength(1);
  });

  it('reads a page or limit that is not a positive whole number as not given', async () => {
    const t = await threeSubscribers();
    const list = new ListSubscribers(t.ports);
    for (const query of [{ page: 0, limit: 0 }, { page: -1, limit: -5 }, { page: 1.5, limit: 2.5 }, { page: '2', limit: '1' }] as unknown as SubscriberQuery[]) {
      const page = await list.execute(query);
      expect({ currentPage: page.currentPage, totalPages: page.totalPages, listed: page.subscribers.length }, JSON.stringify(query)).toEqual({ currentPage: 1, totalPages: 1, listed: 3 });
    }
  });
});
