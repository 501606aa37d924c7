/** An e-mail ready to go: both parts say the same thing. The sender is the mailer's MAIL_FROM. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers sent as given, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
  /**
   * The same for every attempt at one e-mail (its send-log entry's id and its event's time, both
   * the same in a shop restored from a backup): a resend after a crash between sending and
   * recording it replaces the earlier copy (files) or carries the same Message-ID (SMTP, which
   * mail clients show once), so the reader gets one e-mail.
   */
  dedupe?: { key: string; firstAttemptAt: Date };
}

/** Sends e-mail. Embedded: files under DATA_DIR/outbox; with SMTP_URL: an SMTP server. */
export interface Mailer {
  /** Resolves with the message id once the e-mail is handed over. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}
