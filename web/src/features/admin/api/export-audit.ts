import { apiBase, buildUrl } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { downloadCsv, type CsvFile } from './csv-download';
import { auditParams, type AuditFilters } from './get-audit-entries';

export const auditExportFailed = () => translate('admin.audit.exportFailed');

/** GET /admin/audit.csv with the screen's filters, as a file. */
export function exportAudit(filters: AuditFilters): Promise<CsvFile> {
  const { page: _page, limit: _limit, ...query } = auditParams({ ...filters, page: 1 });
  return downloadCsv({
    url: buildUrl(apiBase, '/admin/audit.csv', query),
    renew: { path: '/admin/audit', query: { page: 1, limit: 1 } },
    fallbackName: 'audit.csv',
    failed: auditExportFailed(),
  });
}
