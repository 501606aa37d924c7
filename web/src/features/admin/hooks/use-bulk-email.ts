import { useState } from 'react';
import { localMessage } from '@/lib/i18n/shop-messages';
import { bulkEmailFailed, sendBulkEmail } from '../api/send-bulk-email';
import { htmlToText } from '../utils/html-to-text';

export type BulkEmailState = { status: 'idle' | 'sending' } | { status: 'sent'; message: string } | { status: 'failed'; message: string };

/**
 * The bulk e-mail form: subject and content (HTML), sendable only when neither is blank after
 * trimming. The text part is the content with its tags stripped. A sent message clears the form.
 */
export function useBulkEmail(onSent: () => void) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [state, setState] = useState<BulkEmailState>({ status: 'idle' });
  const ready = subject.trim() !== '' && content.trim() !== '';

  function edit(set: (value: string) => void) {
    return (value: string) => {
      set(value);
      if (state.status === 'sent' || state.status === 'failed') setState({ status: 'idle' });
    };
  }

  async function send(): Promise<void> {
    if (!ready || state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const { message } = await sendBulkEmail({ subject: subject.trim(), htmlContent: content, textContent: htmlToText(content) });
      setState({ status: 'sent', message });
      setSubject('');
      setContent('');
      onSent();
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error && error.message ? localMessage(error.message) : bulkEmailFailed() });
    }
  }

  return { subject, content, ready, state, setSubject: edit(setSubject), setContent: edit(setContent), send };
}
