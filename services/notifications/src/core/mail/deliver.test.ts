import { describe, expect, it } from 'vitest';
import { DELIVERIES_COLLECTION } from '../../adapters/storage/document-delivery-log';
import { embeddedPortsPerTest, type EmbeddedPorts } from '../../testing/embedded-ports';
import type { OutgoingMail } from '@shop/platform';
import { attemptDelivery, deliver } from './deliver';
import { causeOf } from '../../testing/mail-cause';

const start = embeddedPortsPerTest();

const mail: OutgoingMail = { to: 'aline@example.rw', subject: 'We received your order DS-1', text: 'Hello Aline,\n', html: '<p>Hello Aline,</p>\n' };
const NOW = '2026-11-14T09:00:00.000Z';
const ONE_MINUTE_LATER = '2026-11-14T09:01:00.000Z';
const EVENT_AT = '2026-11-14T08:58:30.000Z';

async function storedDeliveries(t: EmbeddedPorts) {
  return t.documents.collection(DELIVERIES_COLLECTION).find({});
}

describe('sending an e-mail through the send log', () => {
  it('sends every attempt at one e-mail under its send-log entry and its event\'s time, so a resend is the same e-mail', async () => {
    const t = await start();
    t.mailer.failWith = new Error('smtp down');
    const record = await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1', EVENT_AT) });
    t.mailer.failWith = undefined;
    await attemptDelivery(t.ports, record!);
    const same = { key: record!.id, firstAttemptAt: new Date(EVENT_AT) };
    expect(t.mailer.dedupes).toEqual([same, same]);
  });

  it('sends the same e-mail again, not another, from a shop restored without its send-log entry', async () => {
    const t = await start();
    await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1', EVENT_AT) });
    // A backup that copied the send log before this e-mail was recorded, then restored a minute later.
    await t.documents.collection(DELIVERIES_COLLECTION).deleteMany({});
    t.clock.advance(60_000);
    await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1', EVENT_AT) });
    expect(t.mailer.dedupes).toHaveLength(2);
    expect(t.mailer.dedupes[1]).toEqual(t.mailer.dedupes[0]);
  });

  it('gives each (event, template, recipient) an id of its own, in the shop\'s id format', async () => {
    const t = await start();
    const ids = await Promise.all(
      [
        { cause: causeOf('event-1'), template: 'order-placed', to: mail.to },
        { cause: causeOf('event-2'), template: 'order-placed', to: mail.to },
        { cause: causeOf('event-1'), template: 'status-changed', to: mail.to },
        { cause: causeOf('event-1'), template: 'order-placed', to: 'eric@example.rw' },
      ].map(async ({ cause, template, to }) => (await deliver(t.ports, { mail: { ...mail, to }, template, cause }))!.id),
    );
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('records the e-mail as sent after one attempt', async () => {
    const t = await start();
    const record = await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
    expect(t.mailer.sent).toEqual([mail]);
    expect(record).toEqual({
      id: expect.any(String),
      to: 'aline@example.rw',
      template: 'order-placed',
      eventId: 'event-1',
      eventAt: causeOf('event-1').at,
      subject: 'We received your order DS-1',
      mail,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: undefined,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(await storedDeliveries(t)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, mail })]);
    expect((await storedDeliveries(t))[0]).not.toHaveProperty('nextAttemptAt');
  });

  it('keeps a send in progress pending, due again after the first wait, so a crash leaves it to the scheduler', async () => {
    const t = await start();
    let seenWhileSending: unknown[] = [];
    t.ports.mailer.send = async () => {
      seenWhileSending = await storedDeliveries(t);
      return { messageId: 'm-1' };
    };
    await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
    expect(seenWhileSending).toEqual([expect.objectContaining({ status: 'pending', attempts: 0, nextAttemptAt: ONE_MINUTE_LATER, createdAt: NOW, updatedAt: NOW })]);
  });

  it('waits a minute before the first retry when no waits are configured', async () => {
    const t = await start({ retryDelaysMs: [] });
    let seenWhileSending: unknown[] = [];
    t.ports.mailer.send = async () => {
      seenWhileSending = await storedDeliveries(t);
      return { messageId: 'm-1' };
    };
    await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
    expect(seenWhileSending).toEqual([expect.objectContaining({ nextAttemptAt: ONE_MINUTE_LATER })]);
  });

  it('sends nothing for an event whose e-mail is recorded already', async () => {
    const t = await start();
    await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
    expect(await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') })).toBeNull();
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('logs an e-mail holding a secret without its body, yet sends it whole', async () => {
    const t = await start();
    const record = await deliver(t.ports, { mail, template: 'newsletter-welcome', cause: causeOf('activation-1'), secret: true });
    expect(t.mailer.sent).toEqual([mail]);
    expect(record).toMatchObject({ status: 'sent', mail });
    const [stored] = await storedDeliveries(t);
    expect(stored).toMatchObject({ mail: { to: 'aline@example.rw', subject: 'We received your order DS-1', text: '', html: '' } });
    expect(stored).not.toHaveProperty('nextAttemptAt');
  });
});

describe('a send that fails', () => {
  it('stays pending with the error and is due again after the first wait; the operator hears it will be retried', async () => {
    const t = await start();
    t.mailer.failWith = new Error('connection refused');
    const record = await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
    expect(record).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused', nextAttemptAt: ONE_MINUTE_LATER, updatedAt: NOW });
    expect(await storedDeliveries(t)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'connection refused', nextAttemptAt: ONE_MINUTE_LATER }),
    ]);
    expect(t.log.lines).toEqual([
      {
        level: 'warn',
        fields: { to: 'aline@example.rw', template: 'order-placed', eventId: 'event-1', attempts: 1, err: t.mailer.failWith },
        message: 'e-mail could not be sent; it will be retried',
      },
    ]);
  });

  it('waits 5 minutes after the second attempt and 30 after the third', async () => {
    const t = await start();
    t.mailer.failWith = new Error('connection refused');
    const first = await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') });
    const second = await attemptDelivery(t.ports, first!);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: '2026-11-14T09:05:00.000Z' });
    const third = await attemptDelivery(t.ports, second);
    expect(third).toMatchObject({ status: 'pending', attempts: 3, nextAttemptAt: '2026-11-14T09:30:00.000Z' });
  });

  it('is failed after its last retry, and the operator hears it gave up', async () => {
    const t = await start();
    t.mailer.failWith = new Error('mailbox full');
    let record = (await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') }))!;
    for (let attempt = 2; attempt <= 4; attempt++) record = await attemptDelivery(t.ports, record);
    expect(record).toMatchObject({ status: 'failed', attempts: 4, lastError: 'mailbox full' });
    const [stored] = await storedDeliveries(t);
    expect(stored).toMatchObject({ status: 'failed', attempts: 4, lastError: 'mailbox full' });
    expect(stored).not.toHaveProperty('nextAttemptAt');
    expect(t.log.lines.map((line) => [line.fields.attempts, line.message])).toEqual([
      [1, 'e-mail could not be sent; it will be retried'],
      [2, 'e-mail could not be sent; it will be retried'],
      [3, 'e-mail could not be sent; it will be retried'],
      [4, 'e-mail gave up after its retries'],
    ]);
  });

  it('is failed at once when it holds a secret, since its body is not kept for a retry', async () => {
    const t = await start();
    t.mailer.failWith = new Error('disk full');
    const record = await deliver(t.ports, { mail, template: 'newsletter-welcome', cause: causeOf('activation-1'), secret: true });
    expect(record).toMatchObject({ status: 'failed', attempts: 1, lastError: 'disk full' });
    expect(t.log.lines.map((line) => line.message)).toEqual(['e-mail gave up after its retries']);
  });

  it('keeps at most 500 characters of the error, and a thrown non-error as text', async () => {
    const t = await start();
    t.mailer.failWith = new Error('x'.repeat(600));
    expect((await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-1') }))!.lastError).toBe('x'.repeat(500));
    t.mailer.failWith = 'SMTP 451';
    expect((await deliver(t.ports, { mail, template: 'order-placed', cause: causeOf('event-2') }))!.lastError).toBe('SMTP 451');
  });
});
