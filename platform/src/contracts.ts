// Contract suites, one per port, for each adapter's one-line test.
export { documentStoreContract, type DocumentStoreContractOptions } from './documents/document-store.contract';
export { cacheContract, type CacheContractOptions } from './cache/cache.contract';
export { eventBusContract, type ContractBus, type EventBusContractOptions, type EventBusContractSettings } from './events/event-bus.contract';
export { fileStoreContract } from './files/file-store.contract';
export { mailContract, parseMessage, addressesOf, type MailContractSetup } from './mail/mail.contract';
export { smsContract, type SmsArrival, type SmsContractSetup } from './sms/sms.contract';
export { startFakeSmsProvider, type FakeAnswer, type FakeSmsProvider, type ProviderArrival } from './sms/testing/fake-sms-provider';
export { startCollectingSmtpServer, type CollectingSmtpServer, type SmtpArrival } from './mail/testing/collecting-smtp-server';
export { failureOf, type Failure } from './testing/failure-of';
export { callingAs, TEST_ADMIN, type CallersOf } from './testing/grpc-callers';
export { serveOverGrpc, type GrpcServing, type ServedOverGrpc } from './testing/serve-over-grpc';
export { StandInIdentity, testUserId, type TestAccount } from './testing/stand-in-identity';
export { identityBothWays, type IdentityForTest, type IdentityParts, type SigningUp } from './testing/identity-both-ways';
