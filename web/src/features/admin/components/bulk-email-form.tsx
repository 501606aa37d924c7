import { useId, type FormEvent } from 'react';
import { AlertIcon, CheckCircleIcon, MailIcon } from '@/components/ui/icons';
import { FormField } from '@/components/ui/form-field';
import { SendIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import { useBulkEmail } from '../hooks/use-bulk-email';
import { confirmAction } from './confirm-dialog';

/**
 * Send Bulk Email: a subject and HTML content for every active subscriber, after a confirm that says how many will receive it.
 * Send stays disabled while either is blank; each message gets its own unsubscribe link.
 */
export function BulkEmailForm({ activeSubscribers, onSent }: { activeSubscribers: number | null; onSent: () => void }) {
  const t = useT();
  const form = useBulkEmail(onSent);
  const titleId = useId();
  const sending = form.state.status === 'sending';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.ready) return;
    const subject = form.subject.trim();
    const consequence =
      activeSubscribers === null ? t('admin.bulk.confirmAllConsequence') : t('admin.bulk.confirmConsequence', { count: activeSubscribers });
    void confirmAction({ title: t('admin.bulk.confirmTitle', { subject }), consequence, confirmLabel: t('admin.bulk.confirmAction') }).then(
      (confirmed) => {
        if (confirmed) void form.send();
      },
    );
  }

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <div className="admin-panel-header">
        <h2 id={titleId} className="admin-panel-title">
          <MailIcon size={18} /> {t('admin.bulk.title')}
        </h2>
      </div>
      <p className="admin-panel-text">
        {t('admin.bulk.text')}
      </p>
      <form onSubmit={submit} noValidate>
        <FormField label={t('admin.bulk.subject')}>
          {(control) => (
            <input
              {...control}
              className="field-input"
              value={form.subject}
              onChange={(event) => form.setSubject(event.target.value)}
              maxLength={200}
              disabled={sending}
            />
          )}
        </FormField>
        <FormField label={t('admin.bulk.content')} hint={t('admin.bulk.contentHint')}>
          {(control) => (
            <textarea
              {...control}
              className="field-input admin-textarea"
              rows={8}
              value={form.content}
              onChange={(event) => form.setContent(event.target.value)}
              disabled={sending}
            />
          )}
        </FormField>
        {form.state.status === 'sent' ? (
          <p className="form-success" role="status">
            <CheckCircleIcon size={18} /> {form.state.message}
          </p>
        ) : null}
        {form.state.status === 'failed' ? (
          <p className="form-alert" role="alert">
            <AlertIcon size={18} /> {form.state.message}
          </p>
        ) : null}
        <div className="admin-form-actions">
          <button type="submit" className="button button-primary" disabled={!form.ready || sending}>
            <SendIcon size={16} /> {sending ? t('admin.bulk.sending') : t('admin.bulk.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
