import { useId, useState, type FormEvent } from 'react';
import { DELIVERY_ZONE_LIMITS } from '@shop/contracts/browser';
import { formatRwf, type DeliveryZone } from '@shop/domain';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { BikeIcon, TrashIcon } from '@/components/ui/shop-icons';
import { ErrorState, LoadingState } from '@/components/ui/state-message';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { invalidate } from '@/lib/use-query';
import { useAdminDeliveryZones, zonesFailed } from '../api/get-delivery-zones';
import { saveDeliveryZones } from '../api/save-delivery-zones';
import { addZone, canAddZone, canRemoveZone, DISTRICTS_BY_PROVINCE, moveDistrict, removeZone, typedNumber, zoneOfDistricts } from '../utils/zone-table';
import { PlusIcon } from './admin-icons';
import { AdminTable } from './admin-table';
import './admin-delivery-zones.css';
import './admin-products.css';
import './admin-lists.css';

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; messages: string[] };
type NumberField = 'fee' | 'freeFrom' | 'minDays' | 'maxDays';

/** A zone with one of its numbers changed as typed. */
function withNumber(zone: DeliveryZone, field: NumberField, value: number): DeliveryZone {
  if (field === 'minDays' || field === 'maxDays') return { ...zone, estimate: { ...zone.estimate, [field]: value } };
  return { ...zone, [field]: value };
}

function numberOf(zone: DeliveryZone, field: NumberField): number {
  return field === 'minDays' || field === 'maxDays' ? zone.estimate[field] : zone[field];
}

/** How labels and choices name a zone: its name, or its id while a new zone has none yet. */
const shownName = (zone: DeliveryZone) => zone.name.trim() || zone.id;

/** Puts the caret in the name of the zone the admin just added (a stable callback: React calls it once, on mount). */
const takeFocus = (input: HTMLInputElement | null) => input?.focus();

/** The zone table as a form: each zone's name, fee, free-delivery threshold and estimate, and the zone of each district. */
function ZoneEditor({ stored }: { stored: DeliveryZone[] }) {
  const t = useT();
  const [zones, setZones] = useState(stored);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [added, setAdded] = useState<string | null>(null);
  const removeHintId = useId();
  const fullHintId = useId();
  const assigned = zoneOfDistricts(zones);
  // Any change is local until Save, and takes away a 'saved' or 'failed' line about the table before it.
  const change = (next: (current: DeliveryZone[]) => DeliveryZone[]) => {
    setZones(next);
    setState({ status: 'idle' });
  };
  const edit = (index: number, update: (zone: DeliveryZone) => DeliveryZone) => change((current) => current.map((zone, at) => (at === index ? update(zone) : zone)));
  const add = () => {
    const next = addZone(zones);
    change(() => next);
    setAdded(next.at(-1)!.id);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ status: 'saving' });
    try {
      setZones((await saveDeliveryZones({ zones })).zones);
      invalidate('admin-delivery-zones');
      invalidate('delivery-zones');
      setState({ status: 'saved' });
    } catch (error) {
      const messages = error instanceof ApiError && error.errors.length ? [...new Set(error.errors.map((field) => field.message))] : [error instanceof Error ? error.message : zonesFailed()];
      setState({ status: 'failed', messages });
    }
  }

  const numbers: Array<[NumberField, string]> = [
    ['fee', t('admin.zones.fee')],
    ['freeFrom', t('admin.zones.freeFrom')],
    ['minDays', t('admin.zones.minDays')],
    ['maxDays', t('admin.zones.maxDays')],
  ];
  const saving = state.status === 'saving';
  return (
    <form className="admin-panel" aria-labelledby="admin-zones-title" onSubmit={submit} noValidate>
      <div className="admin-panel-header">
        <h2 id="admin-zones-title" className="admin-panel-title">
          <BikeIcon size={18} /> {t('admin.zones.title')}
        </h2>
      </div>
      <p className="admin-panel-text">{t('admin.zones.explain')}</p>
      <AdminTable caption={t('admin.zones.title')} columns={[t('admin.zones.name'), ...numbers.map(([, label]) => label), t('admin.zones.districts')]} actions>
        {zones.map((zone, index) => (
          <tr key={zone.id} data-testid={`zone-${zone.id}`}>
            <td data-label={t('admin.zones.name')}>
              <input
                ref={zone.id === added ? takeFocus : undefined}
                className="field-input"
                aria-label={t('admin.zones.nameOf', { zone: zone.id })}
                value={zone.name}
                disabled={saving}
                onChange={(event) => edit(index, (z) => ({ ...z, name: event.target.value }))}
              />
            </td>
            {numbers.map(([field, label]) => (
              <td key={field} data-label={label}>
                <input
                  className="field-input"
                  type="number"
                  inputMode="numeric"
                  min={field === 'fee' || field === 'freeFrom' ? 0 : 1}
                  step={1}
                  aria-label={`${label} (${shownName(zone)})`}
                  value={Number.isNaN(numberOf(zone, field)) ? '' : numberOf(zone, field)}
                  disabled={saving}
                  onChange={(event) => edit(index, (z) => withNumber(z, field, typedNumber(event.target.value)))}
                />
              </td>
            ))}
            <td data-label={t('admin.zones.districts')}>{zone.districts.length}</td>
            <td className="admin-cell-actions">
              {/* A zone with districts stays until they move: the server refuses a district in no zone. */}
              <button
                type="button"
                className="button admin-row-button admin-danger-button zone-remove-button"
                disabled={saving || !canRemoveZone(zone)}
                aria-describedby={canRemoveZone(zone) ? undefined : removeHintId}
                title={canRemoveZone(zone) ? undefined : t('admin.zones.removeHint')}
                onClick={() => change((current) => removeZone(current, zone.id))}
              >
                <TrashIcon size={16} /> {t('admin.zones.remove')}
                <span className="visually-hidden"> {t('admin.zones.removeTarget', { zone: shownName(zone) })}</span>
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <div className="zone-table-actions">
        <div>
          <p id={removeHintId} className="field-hint">
            {t('admin.zones.removeHint')}
          </p>
          {canAddZone(zones) ? null : (
            <p id={fullHintId} className="field-hint">
              {t('admin.zones.full', { max: DELIVERY_ZONE_LIMITS.zones })}
            </p>
          )}
        </div>
        <button type="button" className="button button-secondary" disabled={saving || !canAddZone(zones)} aria-describedby={canAddZone(zones) ? undefined : fullHintId} onClick={add}>
          <PlusIcon size={16} /> {t('admin.zones.add')}
        </button>
      </div>
      <p className="admin-panel-text">
        {zones.map((zone) => t('admin.zones.summary', { zone: shownName(zone), fee: formatRwf(zone.fee), freeFrom: formatRwf(zone.freeFrom), min: zone.estimate.minDays, max: zone.estimate.maxDays })).join(' · ')}
      </p>

      <h3 className="admin-panel-title">{t('admin.zones.assignTitle')}</h3>
      <AdminTable caption={t('admin.zones.assignTitle')} columns={[t('admin.zones.province'), t('admin.zones.district'), t('admin.zones.zone')]}>
        {DISTRICTS_BY_PROVINCE.flatMap(([province, districts]) =>
          districts.map((district) => (
            <tr key={district}>
              <td data-label={t('admin.zones.province')}>{t(`checkout.province.${province}`)}</td>
              <th scope="row">{district}</th>
              <td data-label={t('admin.zones.zone')}>
                <select
                  className="field-input"
                  aria-label={t('admin.zones.zoneOf', { district })}
                  value={assigned[district] ?? ''}
                  disabled={saving}
                  onChange={(event) => change((current) => moveDistrict(current, district, event.target.value))}
                >
                  {assigned[district] ? null : <option value="">{t('admin.zones.none')}</option>}
                  {zones.map((zone) => (
                    <option key={zone.id} value={zone.id}>
                      {shownName(zone)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          )),
        )}
      </AdminTable>

      {state.status === 'saved' ? (
        <p className="form-success" role="status">
          <CheckCircleIcon size={18} /> {t('admin.zones.saved')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} /> {state.messages.join(' ')}
        </p>
      ) : null}
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('admin.common.saving') : t('admin.zones.save')}
        </button>
      </div>
    </form>
  );
}

/** /admin/delivery for an admin: the delivery zones, loaded once and then edited on the page. */
export function AdminDeliveryZones() {
  const t = useT();
  const table = useAdminDeliveryZones();
  let body;
  if (table.status === 'error' && !table.data) {
    const failed = zonesFailed();
    body = <ErrorState title={failed} message={table.error === failed ? null : table.error} onRetry={table.reload} />;
  } else if (!table.data) body = <LoadingState text={t('admin.zones.loading')} />;
  else body = <ZoneEditor stored={table.data.zones} />;
  return <div className="admin-screen">{body}</div>;
}
