import type { AuditPage, AuditTargetType } from '@shop/contracts';
import { ADMIN_PAGE_SIZE } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { queryClient, useQuery, type QueryKey } from '@/lib/use-query';
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

/** The order or product whose own history is shown: the trail's target type and id. */
export interface HistoryTarget {
  type: AuditTargetType;
  id: string;
}

const historyQuery = (target: HistoryTarget): AuditScreenQuery => ({ ...NO_FILTERS, page: 1, limit: HISTORY_SIZE, targetType: target.type, targetId: target.id });
const historyKey = (target: HistoryTarget): QueryKey => ['admin-audit', historyQuery(target)];

/** One order's or product's own history (its newest entries); `target` null: not asked yet. */
export function useTargetHistory(target: HistoryTarget | null) {
  return useQuery(target ? historyKey(target) : null, (signal) => getAuditEntries(historyQuery(target!), signal));
}

/** When a target's history is read again after an admin's change to it, one wait after another. */
const CATCH_UP_MS = [0, 500, 1_000, 2_000, 4_000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads a target's history again after a change an admin made to it succeeded. The server writes
 * the audit entries through its outbox and an event consumer, so they may land a moment after the
 * change's answer: the history is read at once, then again a few times over at most 7.5 s, until
 * a new entry has come and the next read brings nothing newer (one status update may write three:
 * status, tracking number, notes). A history that is not open is marked stale, so it loads afresh
 * when opened.
 */
export async function refreshTargetHistory(target: HistoryTarget): Promise<void> {
  const key = historyKey(target);
  const newest = () => queryClient.getQueryData<AuditPage>(key)?.entries[0]?.id;
  const before = newest();
  let seen = before;
  for (const wait of CATCH_UP_MS) {
    await pause(wait);
    await queryClient.invalidateQueries({ queryKey: key, exact: true });
    const now = newest();
    if (seen !== before && now === seen) return;
    seen = now;
  }
}
