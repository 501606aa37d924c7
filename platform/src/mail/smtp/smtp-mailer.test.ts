import type { SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/testing/free-port';
import { addressesOf, mailContract } from '../mail.contract';
import { startCollectingSmtpServer as startServer, type CollectingSmtpServer } from '../testing/collecting-smtp-server';
import { MailDeliveryError, SmtpMailer } from './smtp-mailer';

const FROM = 'DevShop <no-reply@devshop.rw>';
const USER = 'shop@devshop.rw';
const PASSWORD = 'S3cret!pass/with:odd@chars';

/** Accepts only USER with PASSWORD, over AUTH PLAIN or LOGIN. */
const requireAuth: SMTPServerOptions = {
  authOptional: false,
  authMethods: ['PLAIN', 'LOGIN'],
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
    else callback(new Error('Invalid username or password'));
  },
};

const url = (port: number, password = PASSWORD) => `smtp://${encodeURIComponent(USER)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

const contractServer = await startServer(requireAuth);

mailContract('SmtpMailer', {
  open: async () => new SmtpMailer({ url: url(contractServer.port), from: FROM }),
  from: FROM,
  arrived: async (to) => {
    const address = to.toLowerCase();
    return contractServer.arrivals
      .filter(({ recipients, mail }) => recipients.includes(address) || [mail.to, mail.cc, mail.bcc].flatMap(addressesOf).includes(address))
      .map(({ mail }) => mail);
  },
  cleanup: () => contractServer.stop(),
});

describe('SmtpMailer connections and failures', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  const servers: CollectingSmtpServer[] = [];
  afterEach(async () => {
    for (const item of open.splice(0)) await item.close();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  /** A server that accepts USER with PASSWORD, and then behaves as `options` say. */
  async function server(options: SMTPServerOptions) {
    const started = await startServer({ ...requireAuth, ...options });
    servers.push(started);
    return started;
  }
  function mailer(port: number, password?: string) {
    const created = new SmtpMailer({ url: url(port, password), from: FROM, timeouts: { connect: 2_000, greeting: 2_000, socket: 5_000 } });
    open.push(created);
    return created;
  }
  const mail = { to: 'jean@example.rw', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

  /** Every way the error could be shown or logged, checked for the password in any spelling. */
  function expectNoPassword(error: unknown) {
    const shown = [String(error), (error as Error).stack ?? '', JSON.stringify(error), JSON.stringify(Object.entries(error as object))].join('\n');
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), Buffer.from(PASSWORD).toString('base64'), Buffer.from(`\u0000${USER}\u0000${PASSWORD}`).toString('base64')]) {
      expect(shown).not.toContain(secret);
    }
  }

  it('rejects send when the server refuses the message, with the server reply', async () => {
    const refusing = await server({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Message rejected as spam'), { responseCode: 554 })));
      },
    });
    const error = await mailer(refusing.port).send(mail).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).responseCode).toBe(554);
    expect((error as Error).message).toContain('Message rejected as spam');
    expectNoPassword(error);
    expect(refusing.arrivals).toEqual([]);
  });

  it('rejects send when the server refuses the recipient', async () => {
    const refusing = await server({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    const error = await mailer(refusing.port).send(mail).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as Error).message).toContain('Mailbox unavailable');
    expectNoPassword(error);
  });

  it('rejects send and ping on wrong credentials, never showing the password', async () => {
    const strict = await server({});
    const wrong = mailer(strict.port, `${PASSWORD}-wrong`);
    const sent = await wrong.send(mail).catch((caught: unknown) => caught);
    expect(sent).toBeInstanceOf(MailDeliveryError);
    expect((sent as MailDeliveryError).code).toBe('EAUTH');
    expectNoPassword(sent);
    expect(String(sent)).not.toContain(`${PASSWORD}-wrong`);
    const pinged = await wrong.ping().catch((caught: unknown) => caught);
    expect(pinged).toBeInstanceOf(MailDeliveryError);
    expect(String(pinged)).not.toContain(`${PASSWORD}-wrong`);
    expectNoPassword(pinged);
    expect(strict.arrivals).toEqual([]);
  });

  it('rejects ping and send when no server is listening', async () => {
    const down = mailer(await freePort());
    const pinged = await down.ping().catch((caught: unknown) => caught);
    expect(pinged).toBeInstanceOf(MailDeliveryError);
    expect((pinged as MailDeliveryError).code).toBe('ESOCKET');
    expectNoPassword(pinged);
    await expect(down.send(mail)).rejects.toThrow(MailDeliveryError);
  });

  it('still delivers after the server dropped an idle pooled connection', async () => {
    const impatient = await server({ socketTimeout: 300 });
    const pooled = mailer(impatient.port);
    await pooled.send({ ...mail, subject: 'Before the pause' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await pooled.send({ ...mail, subject: 'After the pause' });
    expect(impatient.arrivals.map(({ mail: arrived }) => arrived.subject)).toEqual(['Before the pause', 'After the pause']);
    expect(impatient.connections).toBe(2);
  });

  it('shares a few pooled connections across a burst of e-mails', async () => {
    const counting = await server({});
    const pooled = mailer(counting.port);
    await Promise.all(Array.from({ length: 30 }, (_, i) => pooled.send({ ...mail, subject: `Burst ${i}` })));
    expect(counting.arrivals).toHaveLength(30);
    expect(counting.connections).toBeLessThanOrEqual(5);
  });
});
