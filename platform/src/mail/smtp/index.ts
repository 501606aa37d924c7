// Loaded only when SMTP_URL is configured, so the embedded topology never loads nodemailer.
export { MailDeliveryError, SmtpMailer, type SmtpMailerOptions } from './smtp-mailer';
