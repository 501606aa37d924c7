/** An e-mail ready to go: both parts say the same thing. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. Embedded: files under DATA_DIR/outbox. SMTP is to come. */
export interface Mailer {
  /** Resolves with the message id once the e-mail is handed over. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}
