import { constants } from 'node:fs';
import { access, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../files/private-files';
import { prepareSms } from '../outgoing-sms';
import { countSegments } from '../sms-segments';
import type { OutgoingSms, SentSms, SmsSender } from '../sms.port';

export interface OutboxFolderSmsSenderOptions {
  /** DATA_DIR/sms-outbox. Created on first use, 0700; each message is written 0600. */
  directory: string;
  /** SMS_SENDER_ID, as a provider would show it. */
  sender: string;
  now?: () => Date;
}

/** One message as the outbox keeps it: what a provider would have been sent, and what it would count. */
export interface OutboxSmsFile {
  id: string;
  date: string;
  sender: string;
  to: string;
  text: string;
  encoding: SentSms['encoding'];
  segments: number;
}

export const OUTBOX_PROVIDER = 'outbox';

/**
 * The embedded topology's SMS: each message becomes `<time>-<id>.json` in the outbox directory,
 * written whole (a temporary file, then a rename). A message sent again with the same dedupe key
 * replaces its earlier file, so a retry leaves one.
 */
export class OutboxFolderSmsSender implements SmsSender {
  constructor(private readonly options: OutboxFolderSmsSenderOptions) {}

  async send(message: OutgoingSms): Promise<SentSms> {
    const { to, text, id } = prepareSms(message, OUTBOX_PROVIDER);
    const { encoding, segments } = countSegments(text);
    const date = this.options.now?.() ?? new Date();
    const file: OutboxSmsFile = { id, date: date.toISOString(), sender: this.options.sender, to, text, encoding, segments };
    const { directory } = this.options;
    await makePrivateDir(directory);
    if (message.dedupe) await this.forget(id);
    const path = join(directory, `${date.toISOString().replace(/[:.]/g, '-')}-${id}.json`);
    await writeFile(`${path}.tmp`, `${JSON.stringify(file, null, 2)}\n`, { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
    await rename(`${path}.tmp`, path);
    return { provider: OUTBOX_PROVIDER, providerMessageId: id, encoding, segments };
  }

  async ping(): Promise<void> {
    await makePrivateDir(this.options.directory);
    await access(this.options.directory, constants.W_OK);
  }

  async close(): Promise<void> {
    // Nothing is held open between messages.
  }

  /** Removes an earlier attempt at the same message. */
  private async forget(id: string): Promise<void> {
    const earlier = (await readdir(this.options.directory)).filter((name) => name.endsWith(`-${id}.json`));
    await Promise.all(earlier.map((name) => unlink(join(this.options.directory, name)).catch(() => undefined)));
  }
}
