import { useEffect, useId, useRef } from 'react';
import { formatRwf } from '@shop/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { CloseIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { useRefundForm } from '../hooks/use-refund-form';
import type { AdminOrder } from '../order-types';
import { refundConfirmation } from '../utils/refund-confirmation';
import { amountLeft, refundableLines } from '../utils/refund-plan';
import { RefundLineInputs } from './refund-line-inputs';
import './admin-refunds.css';

/**
 * Refund in a modal dialog (the browser's own <dialog>): the whole order or chosen quantities,
 * a reason the shopper will read, and what will happen before it is sent. `onRefunded` closes it
 * and refreshes the order; `onClose(unsure)` tells whether a try may have gone through unseen.
 */
export function RefundDialog({
  order,
  onRefunded,
  onClose,
}: {
  order: AdminOrder;
  onRefunded: (message: string) => void;
  onClose: (unsure: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const form = useRefundForm(order, onRefunded);
  const lines = refundableLines(order);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();

  return (
    <dialog ref={ref} className="refund-dialog" aria-labelledby={`${id}-title`} onClose={() => onClose(form.unsure)} data-testid="refund-dialog">
      <div className="refund-dialog-header">
        <h2 id={`${id}-title`} className="refund-dialog-title">
          {t('admin.refunds.dialogTitle', { number: order.orderNumber })}
        </h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('admin.refunds.close')}>
          <CloseIcon />
        </button>
      </div>
      <form
        className="refund-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <fieldset className="refund-scope" disabled={form.locked}>
          <legend className="field-label">{t('admin.refunds.scope')}</legend>
          <label className="refund-choice">
            <input type="radio" name={`${id}-scope`} checked={form.kind === 'whole'} onChange={() => form.setKind('whole')} />
            {t('admin.refunds.whole', { amount: formatRwf(amountLeft(order)) })}
          </label>
          <label className="refund-choice">
            <input type="radio" name={`${id}-scope`} checked={form.kind === 'lines'} onChange={() => form.setKind('lines')} />
            {t('admin.refunds.lines')}
          </label>
        </fieldset>
        {form.kind === 'lines' ? <RefundLineInputs lines={lines} quantities={form.quantities} disabled={form.locked} onChange={form.setQuantity} /> : null}
        <div className="field">
          <label htmlFor={`${id}-reason`} className="field-label">
            {t('admin.refunds.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field-input"
            rows={2}
            maxLength={300}
            value={form.reason}
            disabled={form.locked}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => form.setReason(event.target.value)}
          />
          <p id={`${id}-reason-hint`} className="field-hint">
            {t('admin.refunds.reasonHint')}
          </p>
        </div>
        <div className="refund-summary" role="status" data-testid="refund-summary">
          {form.amount > 0 ? refundConfirmation(order, form.amount, form.units).map((line) => <p key={line}>{line}</p>) : <p>{t('admin.refunds.chooseLines')}</p>}
        </div>
        {form.unsure ? <p className="refund-unsure">{t('admin.refunds.unsure')}</p> : null}
        <FormAlert message={form.failure} />
        <div className="refund-dialog-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            {t('admin.refunds.cancel')}
          </button>
          <SubmitButton
            busy={form.busy}
            className="button button-primary"
            label={form.unsure ? t('admin.refunds.sendAgain') : t('admin.refunds.submit', { amount: formatRwf(form.amount) })}
            busyLabel={t('admin.refunds.busy')}
          />
        </div>
      </form>
    </dialog>
  );
}
