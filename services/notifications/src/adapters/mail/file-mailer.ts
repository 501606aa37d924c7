import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from '../../core/ports/mailer.port';
import { toEml } from './eml';

export interface FileMailerOptions {
  /** DATA_DIR/outbox. Created on the first e-mail. */
  directory: string;
  /** MAIL_FROM, e.g. `DevShop <no-reply@devshop.rw>`. */
  from: string;
  now?: () => Date;
}

/** What the FileMailer writes beside each .eml: the same e-mail, easy to read back. */
export interface MailFile {
  messageId: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The embedded topology's mail (ARCHITECTURE.md): each e-mail becomes `<time>-<id>.eml` and
 * `<time>-<id>.json` in the outbox directory, written whole (temporary file, then rename), the
 * .json last, so a reader that sees it finds both complete. SMTP (nodemailer) is to come.
 */
export class FileMailer implements Mailer {
  constructor(private readonly options: FileMailerOptions) {}

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const date = this.options.now?.() ?? new Date();
    const id = randomBytes(8).toString('hex');
    const messageId = `${date.getTime()}.${id}@${domainOf(this.options.from)}`;
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}`;
    const file: MailFile = { messageId, date: date.toISOString(), from: this.options.from, ...pick(mail) };
    await mkdir(this.options.directory, { recursive: true });
    await this.write(`${name}.eml`, toEml(mail, { from: this.options.from, date, messageId }, `devshop-${id}`));
    await this.write(`${name}.json`, `${JSON.stringify(file, null, 2)}\n`);
    return { messageId };
  }

  private async write(name: string, content: string): Promise<void> {
    const path = join(this.options.directory, name);
    await writeFile(`${path}.tmp`, content, 'utf8');
    await rename(`${path}.tmp`, path);
  }
}

function pick({ to, subject, text, html }: OutgoingMail) {
  return { to, subject, text, html };
}

/** The domain of the sender's address (`DevShop <no-reply@devshop.rw>` → devshop.rw). */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'devshop.local';
}
