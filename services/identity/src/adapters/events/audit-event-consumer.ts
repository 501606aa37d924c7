// The admin actions of the other services, appended to the audit trail. One consumer reads the
// four `<service>.admin-action` types. The bus refuses (dead-letters) an event whose payload
// does not match adminActionSchema and, on the broker, one its owner did not sign; idempotent()
// runs the handler at most once per event id, and the entry's id is the event's, so even a
// delivery repeated after a crash is recorded once.
import { ADMIN_ACTION_EVENTS, eventOwner, type AdminActionData } from '@shop/contracts';
import { idempotent, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { IdentityPorts } from '../../core/identity-ports';
import { RecordAdminAction } from '../../core/use-cases/record-admin-action.use-case';
import { RecordAuditEntry } from '../../core/use-cases/record-audit-entry.use-case';

export const AUDIT_CONSUMER = 'identity.audit-trail';

export async function subscribeAuditConsumer(deps: {
  events: EventBus;
  documents: DocumentStore;
  logger: Logger;
  ports: Pick<IdentityPorts, 'audit' | 'unitOfWork' | 'sha256' | 'newId'>;
  consumerPrefix?: string;
}): Promise<void> {
  const consumer = `${deps.consumerPrefix ?? ''}${AUDIT_CONSUMER}`;
  const record = new RecordAdminAction(new RecordAuditEntry(deps.ports));
  await deps.events.subscribe({
    consumer,
    patterns: ADMIN_ACTION_EVENTS.map((event) => event.type),
    schemas: ADMIN_ACTION_EVENTS,
    handler: idempotent(deps.documents, consumer, async (event) => {
      // The bus let through only the four types, each with its owner.
      const service = eventOwner(event.type);
      if (!service) throw new Error(`no service owns ${event.type}`);
      const entry = await record.execute({ eventId: event.id, service, data: event.data as AdminActionData });
      if (!entry) deps.logger.info({ eventId: event.id, type: event.type }, 'admin action already in the audit trail');
    }),
  });
}
