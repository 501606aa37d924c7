import type { AuditPage, AuditTargetType } from '@shop/contracts';
import { ADMIN_PAGE_SIZE } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import { useAdminList } from './admin-list-query';

export const auditFailed = () => translate('admin.audit.failed');

/** The audit screen's filters ('' means all): person (user id or e-mail), action, target, Kigali days. */
export interface AuditFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export interface AuditScreenQuery extends AuditFilters {
  page: number;
  limit?: number;
}

/** The query string of the trail: the filters trimmed (blank ones left out by the client). */
export function auditParams({ page, limit = ADMIN_PAGE_SIZE, ...filters }: AuditScreenQuery) {
  return { page, limit, ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim()])) };
}

/** GET /admin/audit?page&limit&actor&action&targetType&targetId&from&to: newest first. */
export async function getAuditEntries(query: AuditScreenQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await apiClient.get('/admin/audit', {
    query: auditParams(query),
    signal,
    fallbackMessage: auditFailed(),
    schema: contractSchema('auditPageSchema'),
  });
  return data;
}

/** The trail for the audit screen; loaded again with `invalidate('admin-audit')`. */
export function useAuditEntries(query: AuditScreenQuery) {
  return useAdminList('admin-audit', query, getAuditEntries);
}

const NO_FILTERS: AuditFilters = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };
export const HISTORY_SIZE = 20;

/** One order's or product's own history (its newest entries); `target` null: not asked yet. */
export function useTargetHistory(target: { type: AuditTargetType; id: string } | null) {
  const query: AuditScreenQuery | null = target ? { ...NO_FILTERS, page: 1, limit: HISTORY_SIZE, targetType: target.type, targetId: target.id } : null;
  return useQuery(query ? ['admin-audit', query] : null, (signal) => getAuditEntries(query!, signal));
}
