import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { smsContract } from '../sms.contract';
import { OutboxFolderSmsSender, type OutboxSmsFile } from './outbox-folder-sms-sender';

const root = await mkdtemp(join(tmpdir(), 'sms-outbox-'));
const directory = join(root, 'sms-outbox');

async function outbox(): Promise<OutboxSmsFile[]> {
  const names = (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.json'));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as OutboxSmsFile));
}

smsContract('outbox folder', {
  sender: 'DevShop',
  open: async () => new OutboxFolderSmsSender({ directory, sender: 'DevShop' }),
  arrived: async (to) => (await outbox()).filter((file) => file.to === to).map(({ to: number, text, sender }) => ({ to: number, text, sender })),
});

describe('the SMS outbox folder', () => {
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps each message in a file only the shop can read, with its segments and encoding', async () => {
    const sender = new OutboxFolderSmsSender({ directory, sender: 'DevShop', now: () => new Date('2026-11-28T10:00:00.000Z') });
    const sent = await sender.send({ to: '0722000001', text: 'Ibyo mwatumije byageze 🎉' });
    const [name] = (await readdir(directory)).filter((file) => file.endsWith(`-${sent.providerMessageId}.json`));
    expect(name).toMatch(/^2026-11-28T10-00-00-000Z-/);
    expect((await stat(join(directory, name!))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(directory, name!), 'utf8'))).toEqual({
      id: sent.providerMessageId,
      date: '2026-11-28T10:00:00.000Z',
      sender: 'DevShop',
      to: '+250722000001',
      text: 'Ibyo mwatumije byageze 🎉',
      encoding: 'UCS-2',
      segments: 1,
    });
  });

  it('keeps one file for every attempt at one message', async () => {
    let minute = 0;
    const sender = new OutboxFolderSmsSender({ directory, sender: 'DevShop', now: () => new Date(Date.UTC(2026, 10, 28, 11, (minute += 1))) });
    const message = { to: '+250733000002', text: 'Once only', dedupe: { key: 'order-42-placed' } };
    await sender.send(message);
    await sender.send(message);
    expect((await outbox()).filter((file) => file.to === '+250733000002')).toHaveLength(1);
    await expect(sender.send({ ...message, dedupe: { key: '../escape' } })).rejects.toThrow(TypeError);
  });
});
