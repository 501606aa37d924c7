import { ADMIN_ACTIONS, AUDIT_TARGET_TYPES } from '@shop/contracts/browser';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { AuditFilters as Filters } from '../api/get-audit-entries';
import { actionKey, targetTypeKey } from './audit-entry-list';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_AUDIT_FILTERS: Filters = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="admin-filter audit-day-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" className="field-input" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The audit screen's filters: person, action, target type and id, and a range of Kigali days. */
export function AuditFilters(bar: FilterBarProps<Filters>) {
  const t = useT();
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters audit-filters" role="search" aria-label={t('admin.audit.filter')}>
      <SearchFilter label={t('admin.audit.person')} placeholder={t('admin.audit.personPlaceholder')} {...bind('actor')} />
      <SelectFilter label={t('admin.audit.actionFilter')} allLabel={t('admin.audit.allActions')} {...bind('action')}>
        {ADMIN_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(actionKey(action))}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label={t('admin.audit.targetFilter')} allLabel={t('admin.audit.allTargets')} {...bind('targetType')}>
        {AUDIT_TARGET_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(targetTypeKey(type))}
          </option>
        ))}
      </SelectFilter>
      <SearchFilter label={t('admin.audit.targetId')} placeholder={t('admin.audit.targetIdPlaceholder')} {...bind('targetId')} />
      <DayFilter label={t('admin.audit.from')} {...bind('from')} />
      <DayFilter label={t('admin.audit.to')} {...bind('to')} />
    </div>
  );
}
