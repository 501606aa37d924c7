import { ADMIN_ACTION_EVENT_TYPES } from '@shop/contracts';
import { createLogger, InProcessEventBus, newId, SqliteDocumentStore, type DomainEvent } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeSha256 } from '../crypto/node-sha256';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { adminAction, ADMIN_ACTOR } from '../../testing/audit-test-kit';
import { VerifyAuditTrail } from '../../core/use-cases/verify-audit-trail.use-case';
import { AUDIT_CONSUMER, subscribeAuditConsumer } from './audit-event-consumer';

const event = (type: string, data: unknown, id = newId()): DomainEvent => ({ id, type, version: 1, occurredAt: '2025-03-01T10:00:00.000Z', data: data as Record<string, unknown> });

describe('the audit consumer (in-process bus)', () => {
  let ports: EmbeddedPorts;
  let bus: InProcessEventBus;
  let documents: SqliteDocumentStore;

  beforeEach(async () => {
    ports = await embeddedPorts();
    documents = ports.documents;
    bus = new InProcessEventBus({ logger: createLogger({ service: 'test', level: 'silent' }) });
    await subscribeAuditConsumer({ events: bus, documents, logger: createLogger({ service: 'test', level: 'silent' }), ports });
  });
  afterEach(async () => {
    await bus.close();
    await documents.close();
  });

  it('appends each service’s admin action, naming that service', async () => {
    const services = ['catalog', 'orders', 'payments', 'notifications'];
    expect(ADMIN_ACTION_EVENT_TYPES).toEqual(services.map((service) => `${service}.admin-action`));
    for (const type of ADMIN_ACTION_EVENT_TYPES) await bus.publishSettled(event(type, adminAction()));
    const { entries } = await ports.audit.page({}, { skip: 0, limit: 10 });
    expect(entries.map((entry) => entry.service)).toEqual([...services].reverse());
    expect(entries[0]).toMatchObject({ actor: ADMIN_ACTOR, action: 'product.updated', requestId: 'req-1', clientAddress: '197.243.1.10', at: '2025-03-01T10:00:00.000Z' });
    expect(await new VerifyAuditTrail({ audit: ports.audit, sha256: nodeSha256 }).execute()).toMatchObject({ ok: true, entries: 4 });
  });

  it('records an event delivered twice once, as the entry of that event id', async () => {
    const once = event('orders.admin-action', adminAction({ action: 'order.status-changed', target: { type: 'order', id: 'e'.repeat(24) } }));
    await bus.publishSettled(once);
    await bus.publishSettled({ ...once });
    const { entries, total } = await ports.audit.page({}, { skip: 0, limit: 10 });
    expect(total).toBe(1);
    expect(entries[0]!.id).toBe(once.id);
  });

  it('lower-cases the person’s e-mail so the filter finds them', async () => {
    await bus.publishSettled(event('catalog.admin-action', adminAction({ actor: { userId: 'A'.repeat(24), email: 'Admin@DevShop.rw' } })));
    expect((await ports.audit.last())!.actor).toEqual({ userId: 'a'.repeat(24), email: 'admin@devshop.rw' });
  });

  it('dead-letters a payload off its schema and appends nothing', async () => {
    await bus.publishSettled(event('payments.admin-action', { ...adminAction(), action: 'payment.stolen' }));
    await bus.publishSettled(event('catalog.admin-action', { ...adminAction(), actor: { userId: 'x', email: 'admin@devshop.rw' } }));
    expect(await bus.deadLetters(AUDIT_CONSUMER)).toHaveLength(2);
    expect(await ports.audit.last()).toBeUndefined();
  });
});
