import { deliver } from '../mail/deliver';
import { CAMPAIGN_TEMPLATE, campaignEmail } from '../newsletter/campaign-email';
import { campaignToken } from '../newsletter/campaign-token';
import type { NotificationsPorts } from '../notifications-ports';

const PAGE = 200;

/**
 * newsletter.campaign-queued: sends the campaign to every active subscriber, a page at a time,
 * each message with the subscriber's own unsubscribe link, its foot in the subscriber's language. The send log is unique per campaign
 * and recipient, so a redelivered event (or a restart half-way) sends nobody a second copy.
 * Returns how many messages it sent now; false when the campaign is not known.
 */
export class SendCampaign {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(campaignId: string): Promise<number | false> {
    const campaign = await this.deps.campaigns.find(campaignId);
    if (!campaign) return false;
    const cause = { id: campaign.id, at: campaign.createdAt };
    let sent = 0;
    let afterId: string | undefined;
    for (;;) {
      const page = await this.deps.subscribers.walk({ afterId, limit: PAGE, activeOnly: true });
      for (const subscriber of page) {
        const token = campaignToken(this.deps.tokens, subscriber);
        const mail = campaignEmail({ campaign, email: subscriber.email, token, publicUrl: this.deps.settings.publicUrl, language: subscriber.language }, this.deps.translate);
        if (await deliver(this.deps, { mail, template: CAMPAIGN_TEMPLATE, cause })) sent += 1;
      }
      if (page.length < PAGE) break;
      afterId = page.at(-1)!.id;
    }
    this.deps.log.info({ campaignId, sent }, 'bulk e-mail sent');
    return sent;
  }
}
