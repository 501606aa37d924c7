import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Mailer, OutgoingMail } from '../mail.port';
import { messageIdOf, prepareMail } from '../outgoing-mail';

export interface SmtpMailerOptions {
  /** SMTP_URL: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS). */
  url: string;
  /** MAIL_FROM, e.g. `DevShop <no-reply@devshop.rw>`. */
  from: string;
  /** Connections kept open for sending; a burst of e-mails shares them. */
  maxConnections?: number;
  /** Milliseconds to wait for a connection, the greeting, and any answer after that. */
  timeouts?: { connect?: number; greeting?: number; socket?: number };
}

/** Why the server refused or could not be reached; it never carries the SMTP_URL's credentials. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** Sends through an SMTP server with a pool of connections (nodemailer). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;
  private readonly secrets: string[];
  private readonly where: string;

  constructor(private readonly options: SmtpMailerOptions) {
    const url = new URL(options.url);
    const user = decodeURIComponent(url.username);
    const pass = decodeURIComponent(url.password);
    this.secrets = [pass, url.password].filter((secret) => secret.length > 0);
    const secure = url.protocol === 'smtps:';
    const port = url.port ? Number(url.port) : secure ? 465 : 587;
    this.where = `${url.hostname}:${port}`;
    this.transport = nodemailer.createTransport({
      pool: true,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port,
      secure,
      auth: user ? { user, pass } : undefined,
      maxConnections: options.maxConnections ?? 5,
      connectionTimeout: options.timeouts?.connect ?? 10_000,
      greetingTimeout: options.timeouts?.greeting ?? 10_000,
      socketTimeout: options.timeouts?.socket ?? 30_000,
      // nodemailer's own logging would print the SMTP conversation, AUTH included.
      logger: false,
      debug: false,
    });
  }

  async send(outgoing: OutgoingMail): Promise<{ messageId: string }> {
    const mail = prepareMail(outgoing);
    const { messageId } = messageIdOf(this.options.from, outgoing, new Date());
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: `<${messageId}>`,
        textEncoding: 'quoted-printable',
      });
    } catch (error) {
      throw this.failure('sending an e-mail', error);
    }
    return { messageId };
  }

  async ping(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (error) {
      throw this.failure('checking the connection', error);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }

  /** A new error with only the code and the server's words, the password taken out of both. */
  private failure(doing: string, error: unknown): MailDeliveryError {
    const { code, responseCode, message } = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
    let text = `SMTP server ${this.where} failed ${doing}${code ? ` (${code})` : ''}: ${message ?? String(error)}`;
    for (const secret of this.secrets) text = text.split(secret).join('***');
    return new MailDeliveryError(text, code, responseCode);
  }
}
