import { AppError, htmlToText, validateBulkEmail } from '@shop/domain';
import type { BulkEmailInput, BulkEmailResult } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';

/** SPEC section 8's success text. */
export function bulkEmailSentMessage(count: number): string {
  return `Bulk email sent successfully! ${count} emails sent to subscribers.`;
}

const MAX_SUBJECT_LENGTH = 200;
const MAX_CONTENT_LENGTH = 200_000;

/**
 * Queues a bulk e-mail: the HTML is sanitised, the campaign recorded and announced by
 * newsletter.campaign-queued through the outbox; its consumer sends the messages. The request
 * only counts the active subscribers, so it answers at once whatever the list's size.
 */
export class SendBulkEmail {
  constructor(private readonly deps: Pick<NotificationsPorts, 'campaigns' | 'subscribers' | 'events' | 'sanitizer' | 'clock' | 'log'>) {}

  async execute(input: BulkEmailInput): Promise<BulkEmailResult> {
    const subject = typeof input.subject === 'string' ? input.subject.trim() : '';
    const html = this.deps.sanitizer.sanitize(typeof input.htmlContent === 'string' ? input.htmlContent : '').trim();
    const givenText = typeof input.textContent === 'string' ? input.textContent.trim() : '';
    const text = givenText || htmlToText(html);
    const errors = validateBulkEmail({ subject, content: text });
    if (errors.length > 0) throw new AppError('invalid', errors[0]!.message, errors);
    if (subject.length > MAX_SUBJECT_LENGTH) throw new AppError('invalid', `The subject must be at most ${MAX_SUBJECT_LENGTH} characters`, [{ path: 'subject', message: `At most ${MAX_SUBJECT_LENGTH} characters` }]);
    if (html.length + text.length > MAX_CONTENT_LENGTH) throw new AppError('invalid', 'The email content is too long', [{ path: 'content', message: 'The email content is too long' }]);

    const queued = await this.deps.subscribers.countActive();
    const at = this.deps.clock.now().toISOString();
    const campaign = await this.deps.campaigns.create({ subject, html: html || `<p>${escapeText(text)}</p>`, text, queued, actorId: input.actorId, createdAt: at });
    await this.deps.events.campaignQueued(campaign.id, { campaignId: campaign.id }, at);
    this.deps.log.info({ campaignId: campaign.id, queued }, 'bulk e-mail queued');
    return { campaignId: campaign.id, successCount: queued, message: bulkEmailSentMessage(queued) };
  }
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);
}
