import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { auditFailed, useAuditEntries, type AuditFilters as Filters } from '../api/get-audit-entries';
import { useAuditExport } from '../hooks/use-audit-export';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFilterPage, useStayWithinPages } from '../hooks/use-filter-page';
import { AdminAlert } from './admin-alert';
import { AdminListBody, NoRowsFound } from './admin-list-body';
import { AuditEntryList } from './audit-entry-list';
import { AuditFilters, NO_AUDIT_FILTERS } from './audit-filters';
import { DownloadIcon } from './download-icon';
import './admin-products.css';
import './admin-lists.css';

/**
 * /admin/audit for an admin: every recorded admin action, newest first, 10 a page, filtered by
 * person, action, target and Kigali days (typed text debounced 500 ms); Export CSV downloads what
 * the filters match.
 */
export function AdminAudit() {
  const t = useT();
  const [typed, setTyped] = useState<Filters>(NO_AUDIT_FILTERS);
  const actor = useDebouncedValue(typed.actor, FILTER_DEBOUNCE_MS);
  const targetId = useDebouncedValue(typed.targetId, FILTER_DEBOUNCE_MS);
  const applied: Filters = { ...typed, actor: actor.trim(), targetId: targetId.trim() };
  const filtered = Object.values(applied).some(Boolean);
  const [page, setPage] = useFilterPage(JSON.stringify(applied));
  const exporter = useAuditExport();

  const list = useAuditEntries({ page, ...applied });
  const pagination = list.data?.pagination;
  const entries = list.data?.entries ?? [];
  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);

  return (
    <div className="admin-screen">
      <div className="admin-toolbar">
        <AuditFilters filters={typed} onChange={(key, value) => setTyped((current) => ({ ...current, [key]: value }))} />
        <button type="button" className="button button-secondary admin-add-button" onClick={() => void exporter.run(applied)} disabled={exporter.busy}>
          <DownloadIcon size={16} /> {exporter.busy ? t('admin.audit.exporting') : t('admin.audit.export')}
        </button>
      </div>

      <p className="admin-result-line" role="status">
        {pagination ? t('admin.audit.count', { total: pagination.total, page: pagination.page, pages: Math.max(pagination.totalPages, 1) }) : null}
      </p>

      <AdminAlert message={exporter.failure} action={t('admin.common.dismiss')} onAction={exporter.dismiss} />

      <AdminListBody
        list={list}
        failedTitle={auditFailed()}
        loadingText={t('admin.audit.loading')}
        rowCount={entries.length}
        empty={
          <NoRowsFound
            icon={<DownloadIcon size={28} />}
            title={t('admin.audit.empty')}
            hint={t('admin.audit.emptyHint')}
            filtered={filtered}
            onClearFilters={() => setTyped(NO_AUDIT_FILTERS)}
          />
        }
        pages={{ page, totalPages: pagination?.totalPages ?? 1, onPage: setPage, label: t('admin.audit.pages') }}
      >
        <AuditEntryList entries={entries} />
      </AdminListBody>
    </div>
  );
}
