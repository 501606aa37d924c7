export * from './sms.port';
export { normaliseRwandanMobile } from './msisdn';
export { countSegments, smsEncoding } from './sms-segments';
export { OutboxFolderSmsSender, OUTBOX_PROVIDER, type OutboxFolderSmsSenderOptions, type OutboxSmsFile } from './outbox/outbox-folder-sms-sender';
export { readAfricasTalkingDeliveryReport, readAfricasTalkingInboundSms } from './africastalking/africas-talking-callbacks';
