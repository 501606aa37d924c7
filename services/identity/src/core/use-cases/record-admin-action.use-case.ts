import type { AdminActionData, AuditEntry, AuditService } from '@shop/contracts';
import type { AuditRecord } from '../audit/audit-chain';
import type { RecordAuditEntry } from './record-audit-entry.use-case';

/**
 * An admin action another service published (`<service>.admin-action`, from its verified owner):
 * appended as entry `eventId`, so the same event delivered twice is recorded once.
 */
export class RecordAdminAction {
  constructor(private readonly recorder: RecordAuditEntry) {}

  execute(input: { eventId: string; service: AuditService; data: AdminActionData }): Promise<AuditEntry | undefined> {
    return this.recorder.append(auditRecordOf(input.service, input.data), input.eventId.toLowerCase());
  }
}

/** The entry's fields from the event's payload: e-mail and ids in lower case. */
export function auditRecordOf(service: AuditService, data: AdminActionData): AuditRecord {
  return {
    at: data.at,
    actor: { userId: data.actor.userId.toLowerCase(), email: data.actor.email.trim().toLowerCase() },
    action: data.action,
    target: data.target,
    changes: data.changes,
    requestId: data.requestId,
    clientAddress: data.clientAddress,
    service,
  };
}
