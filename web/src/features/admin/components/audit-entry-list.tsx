import type { AuditEntry, AuditTarget, AuditValue } from '@shop/contracts';
import { SETTINGS_AREAS } from '@shop/contracts/browser';
import { formatLongDate, formatRwf, SHOP_TIME_ZONE } from '@shop/domain';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/use-t';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '@/lib/order-labels';
import './audit.css';

/** Fields whose numbers are whole RWF: shown by the shop's one money format. */
const MONEY_FIELDS = /(^|\.)(price|originalPrice|amount|total|subtotal|discount|deliveryFee|fee|freeFrom|threshold|freeDeliveryThreshold|refundsClaimed)$/;

/** Fields whose codes read as the screens' labels ("shipped" → "Shipped"); another code reads as itself. */
const LABELLED_FIELDS: Record<string, (code: string) => string> = {
  status: orderStatusLabel,
  paymentStatus: paymentStatusLabel,
  method: paymentMethodLabel,
};

const KIGALI_TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: SHOP_TIME_ZONE });

/** 'product.stock-changed' → its label key in the catalogue. */
export const actionKey = (action: string) => `admin.audit.action.${action}` as MessageKey;
export const targetTypeKey = (type: string) => `admin.audit.target.${type}` as MessageKey;
const settingsAreaKey = (area: string) => `admin.audit.settings.${area}` as MessageKey;
const isSettingsArea = (id: string) => (SETTINGS_AREAS as readonly string[]).includes(id);

/**
 * A value as a person reads it: money in RWF, yes/no, statuses by their labels, and a record
 * (a refund, a zone) as its fields, "amount: 33,000 RWF, reason: Order cancelled", lists joined by semicolons.
 */
function useShownValue() {
  const t = useT();
  const shown = (field: string, value: AuditValue | undefined): string => {
    if (value === undefined || value === null || value === '') return t('admin.audit.none');
    if (typeof value === 'number') return MONEY_FIELDS.test(field) ? formatRwf(value) : String(value);
    if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no');
    if (typeof value === 'string') return LABELLED_FIELDS[field]?.(value) ?? value;
    if (Array.isArray(value)) return value.map((item) => shown(field, item)).join('; ');
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${shown(key, inner)}`)
      .join(', ');
  };
  return shown;
}

/** What a target is called: a settings' area by its name in the admin's language, anything else as recorded. */
function useTargetName() {
  const t = useT();
  return (target: AuditTarget) => (target.type === 'settings' && isSettingsArea(target.id) ? t(settingsAreaKey(target.id)) : (target.label ?? target.id));
}

/**
 * Entries of the audit trail, newest first: when (Kigali time), who, what, on what, and each
 * field's value before and after; the request id and the client address in small print.
 * `showTarget` false: the list sits on the target's own screen (its history).
 */
export function AuditEntryList({ entries, showTarget = true }: { entries: readonly AuditEntry[]; showTarget?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const shown = useShownValue();
  const targetName = useTargetName();
  return (
    <ol className="audit-entries" data-testid="audit-entries">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-entry" data-testid="audit-entry" data-action={entry.action}>
          <div className="audit-entry-head">
            <strong className="audit-entry-action">{t(actionKey(entry.action))}</strong>
            {showTarget ? (
              <span className="audit-entry-target">
                {t(targetTypeKey(entry.target.type))} · {targetName(entry.target)}
              </span>
            ) : null}
            <time className="audit-entry-time" dateTime={entry.at}>
              {formatLongDate(entry.at, language)} {KIGALI_TIME.format(new Date(entry.at))}
            </time>
          </div>
          <p className="audit-entry-who">{t('admin.audit.by', { person: entry.actor.email })}</p>
          {entry.changes.length > 0 ? (
            <table className="audit-changes">
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.field')}</th>
                  <th scope="col">{t('admin.audit.before')}</th>
                  <th scope="col">{t('admin.audit.after')}</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change, index) => (
                  <tr key={`${change.field}-${index}`}>
                    <th scope="row">{change.field}</th>
                    <td className="audit-before">{shown(change.field, change.before)}</td>
                    <td className="audit-after">{shown(change.field, change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <p className="audit-entry-meta">
            #{entry.seq}
            {entry.requestId ? ` · ${t('admin.audit.request', { id: entry.requestId })}` : ''}
            {entry.clientAddress ? ` · ${t('admin.audit.address', { address: entry.clientAddress })}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
