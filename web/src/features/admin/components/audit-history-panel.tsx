import type { AuditTargetType } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { auditFailed, HISTORY_SIZE, useTargetHistory } from '../api/get-audit-entries';
import { AuditEntryList } from './audit-entry-list';

/**
 * An order's or a product's own history from the audit trail, on its admin screen: folded until
 * opened (a list of orders asks nothing until the admin looks), then its newest entries with
 * their before/after, and a link to the whole trail filtered to it.
 */
export function AuditHistoryPanel({ type, id }: { type: AuditTargetType; id: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const history = useTargetHistory(open ? { type, id } : null);
  const entries = history.data?.entries ?? [];
  let body;
  if (history.status === 'error') body = <p role="alert">{history.error || auditFailed()}</p>;
  else if (!history.data) body = <p className="admin-muted-note">{t('admin.audit.loading')}</p>;
  else if (entries.length === 0) body = <p className="admin-muted-note">{t('admin.audit.noHistory')}</p>;
  else body = <AuditEntryList entries={entries} showTarget={false} />;
  return (
    <details className="audit-history" data-testid="audit-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="admin-order-subtitle">{t('admin.audit.history')}</summary>
      {open ? body : null}
      {open && (history.data?.pagination.total ?? 0) > HISTORY_SIZE ? (
        <p className="admin-muted-note">{t('admin.audit.historyMore', { shown: HISTORY_SIZE, total: history.data?.pagination.total ?? 0 })}</p>
      ) : null}
    </details>
  );
}
