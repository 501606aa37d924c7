// The embedded-safe surface: ports, embedded adapters, config, logging and ids.
// Driver-backed adapters live behind their own subpaths (`@shop/platform/mongo`,
// `/redis`, `/rabbitmq`, `/smtp`, `/grpc`) so the one-process topology never loads a driver.
export * from './documents/index';
export * from './cache/index';
export * from './events/index';
export * from './logging/index';
export * from './ids/object-id';
export * from './clock/system-clock';
export * from './config/index';
export * from './runtime/service-dependencies';
export * from './runtime/service-addresses';
export * from './runtime/open-adapters';
export * from './runtime/heap-growth';
export * from './files/index';
export * from './mail/index';
export * from './observability/index';
// The SMS port's types only: its adapters, and the settings they read, stay behind `@shop/platform/sms`.
export type { InboundSms, OutgoingSms, SentSms, SmsDeliveryReport, SmsEncoding, SmsFailure, SmsSender } from './sms/sms.port';
export type { MessageValues, Translator } from './i18n/translator';
