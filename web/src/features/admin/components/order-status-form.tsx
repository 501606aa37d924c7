import { useId } from 'react';
import { ORDER_STATUSES } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { orderStatusLabel } from '@/lib/order-labels';
import { useOrderStatusForm } from '../hooks/use-order-status-form';
import type { AdminOrder } from '../order-types';

/** Status, tracking number and notes of one order; Update Order sends them. */
export function OrderStatusForm({ order, onUpdated }: { order: AdminOrder; onUpdated: (message: string) => void }) {
  const t = useT();
  const id = useId();
  const form = useOrderStatusForm(order, onUpdated);
  return (
    <form
      className="admin-order-form"
      aria-label={t('admin.orderForm.label', { number: order.orderNumber })}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="admin-order-form-fields">
        <div className="field">
          <label htmlFor={`${id}-status`} className="field-label">
            {t('admin.orderForm.status')}
          </label>
          <select
            id={`${id}-status`}
            className="field-input"
            value={form.values.status}
            onChange={(event) => form.setField('status', event.target.value)}
          >
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {orderStatusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-tracking`} className="field-label">
            {t('admin.orderForm.tracking')}
          </label>
          <input
            id={`${id}-tracking`}
            className="field-input"
            value={form.values.trackingNumber}
            maxLength={100}
            onChange={(event) => form.setField('trackingNumber', event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field admin-order-notes">
          <label htmlFor={`${id}-notes`} className="field-label">
            {t('admin.orderForm.notes')}
          </label>
          <textarea
            id={`${id}-notes`}
            className="field-input"
            rows={2}
            maxLength={1000}
            value={form.values.notes}
            onChange={(event) => form.setField('notes', event.target.value)}
          />
        </div>
      </div>
      {form.failure ? (
        <p className="form-alert" role="alert">
          {form.failure}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={form.busy}>
        {form.busy ? t('admin.orderForm.busy') : t('admin.orderForm.submit')}
      </button>
    </form>
  );
}
