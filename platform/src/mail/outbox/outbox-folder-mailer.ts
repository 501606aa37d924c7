import { constants } from 'node:fs';
import { access, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from '../mail.port';
import { messageIdOf, prepareMail } from '../outgoing-mail';
import { toEml } from './eml';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../files/private-files';

export interface OutboxFolderMailerOptions {
  /** DATA_DIR/outbox. Created on first use, 0700; each e-mail is written 0600. */
  directory: string;
  /** MAIL_FROM, e.g. `DevShop <no-reply@devshop.rw>`. */
  from: string;
  now?: () => Date;
}

/** What is written beside each .eml: the same e-mail, easy for a script or a test to read back. */
export interface OutboxMailFile {
  messageId: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The embedded topology's mail: each e-mail becomes `<time>-<id>.eml` and `<time>-<id>.json` in
 * the outbox directory, each written whole (a temporary file, then a rename), the .json last, so
 * a reader that sees it finds both complete.
 */
export class OutboxFolderMailer implements Mailer {
  constructor(private readonly options: OutboxFolderMailerOptions) {}

  async send(outgoing: OutgoingMail): Promise<{ messageId: string }> {
    const mail = prepareMail(outgoing);
    const { from, directory } = this.options;
    // A deduplicated e-mail keeps its name, so sending it again replaces the first copy.
    const { id, messageId, date } = messageIdOf(from, outgoing, this.options.now?.() ?? new Date());
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}`;
    const { headers, ...rest } = mail;
    const file: OutboxMailFile = { messageId, date: date.toISOString(), from, ...rest, ...(Object.keys(headers).length ? { headers } : {}) };
    await makePrivateDir(directory);
    await this.write(`${name}.eml`, toEml(mail, { from, date, messageId }, `devshop-${id}`));
    await this.write(`${name}.json`, `${JSON.stringify(file, null, 2)}\n`);
    return { messageId };
  }

  async ping(): Promise<void> {
    await makePrivateDir(this.options.directory);
    await access(this.options.directory, constants.W_OK);
  }

  async close(): Promise<void> {
    // Nothing is held open between e-mails.
  }

  private async write(name: string, content: string): Promise<void> {
    const path = join(this.options.directory, name);
    await writeFile(`${path}.tmp`, content, { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
    await rename(`${path}.tmp`, path);
  }
}
