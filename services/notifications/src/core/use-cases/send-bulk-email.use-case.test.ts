import { NEWSLETTER_CAMPAIGN_QUEUED } from '@shop/contracts';
import { AppError, BULK_EMAIL_INCOMPLETE } from '@shop/domain';
import { runWithRequestContext } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, type EmbeddedPorts, BULK_SENDER } from '../../testing/embedded-ports';
import type { BulkEmailInput } from '../../api/notifications-api';
import { ADMIN_REQUIRED, bulkEmailSentMessage, SendBulkEmail } from './send-bulk-email.use-case';

const start = embeddedPortsPerTest();

async function subscribe(t: EmbeddedPorts, ...emails: string[]) {
  for (const email of emails) await t.ports.subscribers.activate({ email, tokenHash: `digest-${email}`, at: '2026-11-10T08:00:00.000Z' });
}

function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => expect.unreachable('the bulk e-mail was accepted'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      const { kind, message, errors } = error as AppError;
      return { kind, message, errors };
    },
  );
}

describe('sending a bulk e-mail', () => {
  it('records the campaign for the active subscribers, announces it and answers with SPEC\'s message', async () => {
    const t = await start();
    await subscribe(t, 'a@example.rw', 'b@example.rw');
    const result = await new SendBulkEmail(t.ports).execute({ subject: '  Black Friday  ', htmlContent: '  <p>Deals</p>  ', textContent: '  Deals today  ', ...BULK_SENDER });
    expect(result).toEqual({ campaignId: expect.any(String), successCount: 2, message: 'Bulk email sent successfully! 2 emails sent to subscribers.' });
    expect(await t.ports.campaigns.find(result.campaignId)).toEqual({
      id: result.campaignId,
      subject: 'Black Friday',
      html: '<p>Deals</p>',
      text: 'Deals today',
      queued: 2,
      actorId: 'f'.repeat(24),
      createdAt: '2026-11-14T09:00:00.000Z',
    });
    const outbox = await t.documents.collection<{ _id: string; event: { id: string; type: string; data: unknown } }>('outbox').find({});
    expect(outbox.filter(({ event }) => event.type !== 'notifications.admin-action').map(({ event }) => [event.id, event.type, event.data])).toEqual([
      [result.campaignId, NEWSLETTER_CAMPAIGN_QUEUED, { campaignId: result.campaignId }],
    ]);
    expect(t.log.lines).toEqual([{ level: 'info', fields: { campaignId: result.campaignId, queued: 2 }, message: 'bulk e-mail queued' }]);
  });

  it('records who sent it, the subject and how many subscribers it goes to in the audit trail, with the campaign', async () => {
    const t = await start();
    await subscribe(t, 'a@example.rw', 'b@example.rw', 'c@example.rw');

    const result = await runWithRequestContext({ requestId: 'req-bulk-1', origin: { requestId: 'req-bulk-1', clientAddress: '192.0.2.44' } }, () =>
      new SendBulkEmail(t.ports).execute({ subject: ' Black Friday ', htmlContent: '<p>Deals</p>', ...BULK_SENDER }),
    );

    const outbox = await t.documents.collection<{ _id: string; event: { type: string; data: unknown } }>('outbox').find({ 'event.type': 'notifications.admin-action' });
    expect(outbox.map(({ event }) => event.data)).toEqual([
      {
        action: 'newsletter.bulk-sent',
        actor: { userId: BULK_SENDER.actorId, email: BULK_SENDER.actorEmail },
        target: { type: 'campaign', id: result.campaignId, label: 'Black Friday' },
        changes: [
          { field: 'subject', after: 'Black Friday' },
          { field: 'recipients', after: 3 },
        ],
        at: '2026-11-14T09:00:00.000Z',
        requestId: 'req-bulk-1',
        clientAddress: '192.0.2.44',
      },
    ]);
  });

  it('refuses a bulk e-mail that names no admin e-mail, and queues nothing', async () => {
    const t = await start();
    await subscribe(t, 'a@example.rw');

    const refused = await refusal(new SendBulkEmail(t.ports).execute({ subject: 'News', htmlContent: '<p>Deals</p>', actorId: BULK_SENDER.actorId, actorEmail: '' }));

    expect(refused).toMatchObject({ kind: 'forbidden', message: ADMIN_REQUIRED });
    expect(await t.documents.collection('outbox').count({})).toBe(0);
  });

  it('sends the admin\'s HTML sanitised, and its text with the tags stripped when no text is given', async () => {
    const t = await start();
    const { campaignId } = await new SendBulkEmail(t.ports).execute({ subject: 'News', htmlContent: '<p>New <b>mice</b></p><script>alert(1)</script>', ...BULK_SENDER });
    expect(await t.ports.campaigns.find(campaignId)).toMatchObject({ html: '<p>New <b>mice</b></p>', text: 'New mice' });
  });

  it('wraps a text-only e-mail in a paragraph, its markup characters escaped', async () => {
    const t = await start();
    const { campaignId } = await new SendBulkEmail(t.ports).execute({ subject: 'News', htmlContent: '', textContent: 'Mice & keyboards <50K> on sale', ...BULK_SENDER });
    expect(await t.ports.campaigns.find(campaignId)).toMatchObject({ html: '<p>Mice &amp; keyboards &lt;50K&gt; on sale</p>', text: 'Mice & keyboards <50K> on sale' });
  });

  it('refuses a blank subject or content with SPEC\'s message, and queues nothing', async () => {
    const t = await start();
    const send = new SendBulkEmail(t.ports);
    const incomplete = { kind: 'invalid', message: BULK_EMAIL_INCOMPLETE };
    expect(await refusal(send.execute({ subject: '   ', htmlContent: '<p>Deals</p>', ...BULK_SENDER }))).toMatchObject({ ...incomplete, errors: [{ path: 'subject', message: BULK_EMAIL_INCOMPLETE }] });
    expect(await refusal(send.execute({ subject: 'News', htmlContent: '  ', textContent: '   ', ...BULK_SENDER }))).toMatchObject({ ...incomplete, errors: [{ path: 'content', message: BULK_EMAIL_INCOMPLETE }] });
    // What a client sends that is not text counts as nothing.
    const notText = { subject: 42, htmlContent: ['<p>x</p>'], textContent: { text: 'x' } } as unknown as BulkEmailInput;
    expect(await refusal(send.execute(notText))).toMatchObject({ ...incomplete, errors: [{ path: 'subject' }, { path: 'content' }] });
    expect(await t.documents.collection('outbox').count({})).toBe(0);
  });

  it('takes a subject of up to 200 characters, and refuses a longer one', async () => {
    const t = await start();
    const send = new SendBulkEmail(t.ports);
    await expect(send.execute({ subject: 's'.repeat(200), htmlContent: '<p>Deals</p>', ...BULK_SENDER })).resolves.toMatchObject({ successCount: 0 });
    expect(await refusal(send.execute({ subject: 's'.repeat(201), htmlContent: '<p>Deals</p>', ...BULK_SENDER }))).toEqual({
      kind: 'invalid',
      message: 'The subject must be at most 200 characters',
      errors: [{ path: 'subject', message: 'At most 200 characters' }],
    });
  });

  it('takes up to 200,000 characters of HTML and text together, and refuses more', async () => {
    const t = await start();
    const send = new SendBulkEmail(t.ports);
    // '<p>' and '</p>' are 7 characters of the HTML.
    const html = `<p>${'h'.repeat(99_993)}</p>`;
    await expect(send.execute({ subject: 'Long', htmlContent: html, textContent: 't'.repeat(100_000), ...BULK_SENDER })).resolves.toMatchObject({ successCount: 0 });
    expect(await refusal(send.execute({ subject: 'Long', htmlContent: html, textContent: 't'.repeat(100_001), ...BULK_SENDER }))).toEqual({
      kind: 'invalid',
      message: 'The email content is too long',
      errors: [{ path: 'content', message: 'The email content is too long' }],
    });
  });
});

describe('the bulk e-mail success text', () => {
  it('counts the e-mails sent, as SPEC words it', () => {
    expect(bulkEmailSentMessage(0)).toBe('Bulk email sent successfully! 0 emails sent to subscribers.');
  });
});
