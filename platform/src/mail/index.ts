export * from './mail.port';
export { OutboxFolderMailer, type OutboxFolderMailerOptions, type OutboxMailFile } from './outbox/outbox-folder-mailer';
