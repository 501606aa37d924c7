// `@shop/platform/sms`: a process that sends text messages imports this, and so reads the SMS
// settings; the others never load it.
export * from './sms.port';
export { normaliseRwandanMobile } from './msisdn';
export { countSegments, smsEncoding } from './sms-segments';
export { OutboxFolderSmsSender, OUTBOX_PROVIDER, type OutboxFolderSmsSenderOptions, type OutboxSmsFile } from './outbox/outbox-folder-sms-sender';
export { readAfricasTalkingDeliveryReport, readAfricasTalkingInboundSms } from './africastalking/africas-talking-callbacks';
export { openSmsSender } from './open-sms-sender';
