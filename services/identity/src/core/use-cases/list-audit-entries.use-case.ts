import { ADMIN_PAGE_SIZE } from '@shop/domain';
import type { AuditFilter, AuditPage } from '@shop/contracts';
import { auditCriteriaOf } from '../audit/audit-criteria';
import type { AuditTrail } from '../ports/audit-trail.port';

export const MAX_AUDIT_PAGE_SIZE = 100;

/** The admin's audit screen: newest first, filtered by person, action, target and shop days. */
export class ListAuditEntries {
  constructor(private readonly deps: { audit: AuditTrail }) {}

  async execute(filter: AuditFilter): Promise<AuditPage> {
    const page = wholeNumber(filter.page, 1);
    const limit = Math.min(wholeNumber(filter.limit, ADMIN_PAGE_SIZE), MAX_AUDIT_PAGE_SIZE);
    const { entries, total } = await this.deps.audit.page(auditCriteriaOf(filter), { skip: (page - 1) * limit, limit });
    return { entries, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }
}

function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}
