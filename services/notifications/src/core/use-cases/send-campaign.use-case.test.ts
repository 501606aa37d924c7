import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, subscribeMany, type EmbeddedPorts } from '../../testing/embedded-ports';
import { campaignEmail } from '../newsletter/campaign-email';
import { campaignToken } from '../newsletter/campaign-token';
import type { CampaignRecord } from '../ports/campaign-repository.port';
import { SendCampaign } from './send-campaign.use-case';
import { translate } from '../../testing/translate';

const start = embeddedPortsPerTest();

function queueCampaign(t: EmbeddedPorts, queued: number): Promise<CampaignRecord> {
  return t.ports.campaigns.create({ subject: 'Black Friday', html: '<p>Deals</p>', text: 'Deals', queued, createdAt: '2026-11-14T09:00:00.000Z' });
}

describe('sending a queued bulk e-mail', () => {
  it('sends each active subscriber a copy with their own unsubscribe link, and skips those who left', async () => {
    const t = await start();
    const [first, left, last] = await subscribeMany(t.ports.subscribers, 3);
    await t.ports.subscribers.deactivate(left!.tokenHash, '2026-11-12T08:00:00.000Z');
    const campaign = await queueCampaign(t, 2);
    expect(await new SendCampaign(t.ports).execute(campaign.id)).toBe(2);
    expect(t.mailer.sent).toEqual(
      [first!, last!].map((subscriber) =>
        campaignEmail({ campaign, email: subscriber.email, token: campaignToken(t.ports.tokens, subscriber), publicUrl: 'https://shop.example.rw' }, translate),
      ),
    );
    const { deliveries } = await t.ports.deliveries.list({ skip: 0, limit: 10 });
    expect(deliveries.map((delivery) => [delivery.template, delivery.eventId]).sort()).toEqual([
      ['newsletter-campaign', campaign.id],
      ['newsletter-campaign', campaign.id],
    ]);
    expect(t.log.lines).toEqual([{ level: 'info', fields: { campaignId: campaign.id, sent: 2 }, message: 'bulk e-mail sent' }]);
  });

  it('ends each copy in its subscriber’s language', async () => {
    const t = await start();
    await t.ports.subscribers.activate({ email: 'anne@example.rw', tokenHash: 'digest-fr', at: '2026-11-10T08:00:00.000Z', language: 'fr' });
    await t.ports.subscribers.activate({ email: 'eric@example.rw', tokenHash: 'digest-en', at: '2026-11-10T08:00:00.000Z' });
    const campaign = await queueCampaign(t, 2);
    await new SendCampaign(t.ports).execute(campaign.id);
    const foot = (to: string) => t.mailer.sent.find((mail) => mail.to === to)!.text.split('--\n')[1];
    expect(foot('anne@example.rw')).toMatch(/^Vous recevez cet e-mail parce que anne@example.rw s’est abonné à la newsletter DevShop\.\nSe désabonner : https:/);
    expect(foot('eric@example.rw')).toMatch(/^You receive this e-mail because eric@example.rw subscribed to the DevShop newsletter\.\nUnsubscribe: https:/);
    expect(t.mailer.sent.find((mail) => mail.to === 'anne@example.rw')!.html).toContain('<p lang="fr"><small>Vous recevez');
  });

  it('sends nobody a second copy when the event comes again', async () => {
    const t = await start();
    await subscribeMany(t.ports.subscribers, 2);
    const campaign = await queueCampaign(t, 2);
    await new SendCampaign(t.ports).execute(campaign.id);
    expect(await new SendCampaign(t.ports).execute(campaign.id)).toBe(0);
    expect(t.mailer.sent).toHaveLength(2);
  });

  it('reaches every subscriber of a list longer than one page', async () => {
    const t = await start();
    await subscribeMany(t.ports.subscribers, 201);
    const campaign = await queueCampaign(t, 201);
    expect(await new SendCampaign(t.ports).execute(campaign.id)).toBe(201);
    expect(new Set(t.mailer.sent.map((mail) => mail.to)).size).toBe(201);
  });

  it('sends nothing for a campaign it does not know', async () => {
    const t = await start();
    await subscribeMany(t.ports.subscribers, 1);
    expect(await new SendCampaign(t.ports).execute('c'.repeat(24))).toBe(false);
    expect(t.mailer.sent).toEqual([]);
  });
});
