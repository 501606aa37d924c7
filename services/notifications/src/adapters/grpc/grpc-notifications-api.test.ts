import { describe, expect, it } from 'vitest';
import { notificationsApiContract } from '../../testing/contract/notifications-api.contract';
import { startTestNotifications } from '../../testing/notifications-test-kit';

notificationsApiContract('NotificationsApi over gRPC (GrpcNotificationsApi and a real gRPC server on port 0)', () =>
  startTestNotifications({ overGrpc: true }),
);

describe('ExportSubscribers over gRPC', () => {
  it('streams a list larger than a page of the store, and stops when the reader does', async () => {
    const t = await startTestNotifications({ overGrpc: true });
    try {
      const docs = Array.from({ length: 1200 }, (_, i) => ({
        email: `stream${String(i).padStart(4, '0')}@example.rw`,
        isActive: i % 3 !== 0,
        subscribedAt: '2026-11-14T09:00:00.000Z',
        tokenHash: `digest-${i}`,
        activationId: `${i}`.padStart(24, '0'),
        announced: true,
        createdAt: '2026-11-14T09:00:00.000Z',
      }));
      await t.documents.collection('newsletter_subscribers').insertMany(docs);
      const emails: string[] = [];
      for await (const subscriber of t.api.exportSubscribers()) emails.push(subscriber.email);
      expect(emails).toEqual(docs.map((d) => d.email));

      const firstFew: string[] = [];
      for await (const subscriber of t.api.exportSubscribers()) {
        firstFew.push(subscriber.email);
        if (firstFew.length === 3) break;
      }
      expect(firstFew).toEqual(emails.slice(0, 3));
      // The service still answers after a reader left half-way.
      expect((await t.api.listSubscribers()).totalSubscribers).toBe(1200);
    } finally {
      await t.close();
    }
  });
});
