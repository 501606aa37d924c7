import { AppError, htmlToText, validateBulkEmail } from '@shop/domain';
import type { BulkEmailInput, BulkEmailResult } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';

/** SPEC section 8's success text. */
export function bulkEmailSentMessage(count: number): string {
  return `Bulk email sent successfully! ${count} emails sent to subscribers.`;
}

const MAX_SUBJECT_LENGTH = 200;
/** A bulk e-mail names the admin who sent it (id and verified e-mail): the audit trail records them. */
export const ADMIN_REQUIRED = 'Admin access required';
const MAX_CONTENT_LENGTH = 200_000;

/**
 * Queues a bulk e-mail: the HTML is sanitised, the campaign recorded and announced by
 * newsletter.campaign-queued through the outbox; its consumer sends the messages. The request
 * only counts the active subscribers, so it answers at once whatever the list's size. The
 * campaign, its queueing and its audit entry (newsletter.bulk-sent: who, the subject, how many
 * subscribers it goes to) commit together.
 */
export class SendBulkEmail {
  constructor(private readonly deps: Pick<NotificationsPorts, 'campaigns' | 'subscribers' | 'events' | 'sanitizer' | 'clock' | 'log' | 'unitOfWork'>) {}

  async execute(input: BulkEmailInput): Promise<BulkEmailResult> {
    const subject = typeof input.subject === 'string' ? input.subject.trim() : '';
    const html = this.deps.sanitizer.sanitize(typeof input.htmlContent === 'string' ? input.htmlContent : '').trim();
    const givenText = typeof input.textContent === 'string' ? input.textContent.trim() : '';
    const text = givenText || htmlToText(html);
    const errors = validateBulkEmail({ subject, content: text });
    if (errors.length > 0) throw new AppError('invalid', errors[0]!.message, errors);
    if (subject.length > MAX_SUBJECT_LENGTH) throw new AppError('invalid', `The subject must be at most ${MAX_SUBJECT_LENGTH} characters`, [{ path: 'subject', message: `At most ${MAX_SUBJECT_LENGTH} characters` }]);
    if (html.length + text.length > MAX_CONTENT_LENGTH) throw new AppError('invalid', 'The email content is too long', [{ path: 'content', message: 'The email content is too long' }]);
    const actor = typeof input.actorId === 'string' && typeof input.actorEmail === 'string' && input.actorEmail.includes('@') ? { userId: input.actorId, email: input.actorEmail } : undefined;
    if (!actor) throw new AppError('forbidden', ADMIN_REQUIRED);

    const queued = await this.deps.subscribers.countActive();
    const at = this.deps.clock.now().toISOString();
    const campaign = await this.deps.unitOfWork.run(async () => {
      const created = await this.deps.campaigns.create({ subject, html: html || `<p>${escapeText(text)}</p>`, text, queued, actorId: actor.userId, createdAt: at });
      await this.deps.events.campaignQueued(created.id, { campaignId: created.id }, at);
      await this.deps.events.adminAction({
        action: 'newsletter.bulk-sent',
        actor,
        target: { type: 'campaign', id: created.id, label: subject },
        changes: [
          { field: 'subject', after: subject },
          { field: 'recipients', after: queued },
        ],
        at,
      });
      return created;
    });
    this.deps.log.info({ campaignId: campaign.id, queued }, 'bulk e-mail queued');
    return { campaignId: campaign.id, successCount: queued, message: bulkEmailSentMessage(queued) };
  }
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);
}
