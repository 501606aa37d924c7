import { useId, type FormEvent } from 'react';
import { AlertIcon, CheckCircleIcon, MailIcon } from '@/components/ui/icons';
import { FormField } from '@/components/ui/form-field';
import { SendIcon } from '@/components/ui/shop-icons';
import { useBulkEmail } from '../hooks/use-bulk-email';

/**
 * Send Bulk Email: a subject and HTML content for every active subscriber, after a confirm.
 * Send stays disabled while either is blank; each message gets its own unsubscribe link.
 */
export function BulkEmailForm({ activeSubscribers, onSent }: { activeSubscribers: number | null; onSent: () => void }) {
  const form = useBulkEmail(onSent);
  const titleId = useId();
  const sending = form.state.status === 'sending';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.ready) return;
    const audience = activeSubscribers === null ? 'every active subscriber' : `${activeSubscribers} active subscribers`;
    if (!window.confirm(`Send “${form.subject.trim()}” to ${audience}?`)) return;
    void form.send();
  }

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <div className="admin-panel-header">
        <h2 id={titleId} className="admin-panel-title">
          <MailIcon size={18} /> Send Bulk Email
        </h2>
      </div>
      <p className="admin-panel-text">
        Goes to every active subscriber, each with their own unsubscribe link. A plain-text copy is made from the content.
      </p>
      <form onSubmit={submit} noValidate>
        <FormField label="Subject">
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
        <FormField label="Content" hint="HTML is allowed: paragraphs, links, lists, images with https addresses.">
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
            <SendIcon size={16} /> {sending ? 'Sending…' : 'Send Email'}
          </button>
        </div>
      </form>
    </section>
  );
}
