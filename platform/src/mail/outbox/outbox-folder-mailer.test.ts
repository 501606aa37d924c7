import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesOf, mailContract, parseMessage } from '../mail.contract';
import { OutboxFolderMailer, type OutboxMailFile } from './outbox-folder-mailer';

const FROM = 'DevShop <no-reply@devshop.rw>';
const contractRoot = await mkdtemp(join(tmpdir(), 'outbox-mailer-'));

/** Every .eml in the folder, parsed, kept when it is addressed to `to`. */
async function arrivedIn(directory: string, to: string) {
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map(async (name) => parseMessage(await readFile(join(directory, name)))));
  return mails.filter((mail) => [mail.to, mail.cc, mail.bcc].flatMap(addressesOf).includes(to.toLowerCase()));
}

mailContract('OutboxFolderMailer', {
  open: async () => new OutboxFolderMailer({ directory: join(contractRoot, 'outbox'), from: FROM }),
  from: FROM,
  arrived: (to) => arrivedIn(join(contractRoot, 'outbox'), to),
  cleanup: () => rm(contractRoot, { recursive: true, force: true }),
});

// What only the folder promises: the file names and the .json copy readers rely on.
describe('OutboxFolderMailer files', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'outbox-files-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes <time>-<id>.eml and a .json copy of the same e-mail, and nothing else', async () => {
    const directory = join(root, 'files', 'outbox');
    const mailer = new OutboxFolderMailer({ directory, from: FROM, now: () => new Date('2026-11-14T09:00:00.000Z') });
    const mail = {
      to: 'jean@example.rw',
      subject: 'Murakoze — thank you',
      text: 'Hello,\nSee https://shop.example.rw/unsubscribe?token=abc&email=jean%40example.rw\n',
      html: '<p>Hello</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
    const { messageId } = await mailer.send(mail);
    const names = (await readdir(directory)).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^2026-11-14T09-00-00-000Z-[0-9a-f]{16}\.eml$/);
    expect(names[1]).toBe(names[0]!.replace(/\.eml$/, '.json'));
    expect(messageId).toMatch(/^\d+\.[0-9a-f]{16}@devshop\.rw$/);
    const json = JSON.parse(await readFile(join(directory, names[1]!), 'utf8')) as OutboxMailFile;
    expect(json).toEqual({ messageId, date: '2026-11-14T09:00:00.000Z', from: FROM, ...mail });
    const parsed = await parseMessage(await readFile(join(directory, names[0]!)));
    expect(parsed.date?.toISOString()).toBe('2026-11-14T09:00:00.000Z');
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  });

  it('keeps one copy of a deduplicated e-mail sent again, filed under its first attempt', async () => {
    const directory = join(root, 'dedupe', 'outbox');
    const mailer = new OutboxFolderMailer({ directory, from: FROM, now: () => new Date('2026-11-14T10:00:00.000Z') });
    const dedupe = { key: '6543a1b2c3d4e5f6a7b8c9d0', firstAttemptAt: new Date('2026-11-14T09:00:00.000Z') };
    const mail = { to: 'jean@example.rw', subject: 'Receipt', text: 'Hello', html: '<p>Hello</p>', dedupe };
    await mailer.send(mail);
    await mailer.send(mail);
    expect((await readdir(directory)).sort()).toEqual([
      '2026-11-14T09-00-00-000Z-6543a1b2c3d4e5f6a7b8c9d0.eml',
      '2026-11-14T09-00-00-000Z-6543a1b2c3d4e5f6a7b8c9d0.json',
    ]);
  });

  it('leaves out the headers key of the .json copy when there are none', async () => {
    const directory = join(root, 'plain', 'outbox');
    await new OutboxFolderMailer({ directory, from: FROM }).send({ to: 'a@example.rw', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    const [json] = (await readdir(directory)).filter((name) => name.endsWith('.json'));
    expect(Object.keys(JSON.parse(await readFile(join(directory, json!), 'utf8')) as object)).not.toContain('headers');
  });

  it('ping fails when the folder cannot be created', async () => {
    const blocker = join(root, 'blocker');
    await new OutboxFolderMailer({ directory: join(root, 'b', 'outbox'), from: FROM }).ping();
    await writeFile(blocker, 'a file where the folder should be');
    await expect(new OutboxFolderMailer({ directory: join(blocker, 'outbox'), from: FROM }).ping()).rejects.toThrow();
  });
});
