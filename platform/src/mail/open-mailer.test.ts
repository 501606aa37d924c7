import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { openMailer } from '../runtime/open-adapters';
import { parseMessage } from './mail.contract';
import type { ParsedMail } from 'mailparser';

const root = await mkdtemp(join(tmpdir(), 'open-mailer-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const mail = { to: 'jean@example.rw', subject: 'Murakoze', text: '1,000 RWF', html: '<p>1,000 RWF</p>' };

describe('openMailer', () => {
  it('writes to DATA_DIR/outbox when SMTP_URL is not set, or to the folder it is given', async () => {
    const dataDir = join(root, 'data');
    const mailer = await openMailer(loadConfig({ DATA_DIR: dataDir }));
    await mailer.send(mail);
    expect((await readdir(join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    const elsewhere = join(root, 'elsewhere');
    await (await openMailer(loadConfig({ DATA_DIR: dataDir }), { directory: elsewhere })).send(mail);
    expect((await readdir(elsewhere)).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
  });

  it('sends through the server at SMTP_URL, from MAIL_FROM, when it is set', async () => {
    const arrived: ParsedMail[] = [];
    const server = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => void parseMessage(Buffer.concat(chunks)).then((parsed) => arrived.push(parsed)).then(() => callback(), callback));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    const mailer = await openMailer(loadConfig({ DATA_DIR: join(root, 'unused'), SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Shop <shop@devshop.rw>' }));
    try {
      await mailer.ping();
      await mailer.send(mail);
      expect(arrived.map((parsed) => [parsed.from?.text, parsed.subject])).toEqual([['"Shop" <shop@devshop.rw>', 'Murakoze']]);
      await expect(readdir(join(root, 'unused', 'outbox'))).rejects.toThrow();
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
