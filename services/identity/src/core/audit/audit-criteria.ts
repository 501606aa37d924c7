// The admin's filters (person, action, target, shop days) as the trail's store reads them.
import { OBJECT_ID_PATTERN, type AuditFilter } from '@shop/contracts';
import { addDays, shopDayStart } from '@shop/domain';
import type { AuditCriteria } from '../ports/audit-trail.port';

/** A person is a user id or an e-mail (any case); days are Kigali's, `to` included. */
export function auditCriteriaOf(filter: AuditFilter): AuditCriteria {
  const criteria: AuditCriteria = {};
  const actor = filter.actor?.trim();
  if (actor) {
    if (OBJECT_ID_PATTERN.test(actor)) criteria.actorId = actor.toLowerCase();
    else criteria.actorEmail = actor.toLowerCase();
  }
  if (filter.action) criteria.action = filter.action;
  if (filter.targetType) criteria.targetType = filter.targetType;
  const targetId = filter.targetId?.trim();
  if (targetId) criteria.targetId = OBJECT_ID_PATTERN.test(targetId) ? targetId.toLowerCase() : targetId;
  if (filter.from) criteria.from = shopDayStart(filter.from).toISOString();
  if (filter.to) criteria.until = addDays(shopDayStart(filter.to), 1).toISOString();
  return criteria;
}
