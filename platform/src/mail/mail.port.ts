/** An e-mail ready to go: both parts say the same thing. The sender is the adapter's MAIL_FROM. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers sent as given, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

/**
 * Sends e-mail. Embedded: `.eml` files under DATA_DIR/outbox; with SMTP_URL: an SMTP server.
 * A line break in the subject or a header value becomes a space, so no one can add a header.
 */
export interface Mailer {
  /** Resolves with the Message-ID (without angle brackets) once the e-mail is handed over. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Resolves when the mailer can accept e-mail (the folder is writable, the server answers). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
