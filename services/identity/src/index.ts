// The public surface of @shop/identity: the API contract and the service factory. The gRPC
// server and client are subpath exports (`/grpc-server`, `/grpc-client`), so the
// one-process topology never loads gRPC.
import type { ServiceDependencies } from '@shop/platform';

export * from './api/identity-api';
export { createIdentityService, identitySettingsFrom } from './app';
export type { IdentityServiceDeps } from './app';
export type { IdentitySettings } from './core/identity-settings';
export { DEMO_ACCOUNTS } from './core/use-cases/ensure-demo-accounts.use-case';
export { seedAccounts, type SeededAccount } from './user-seeding';
export { verifyAuditTrail, type AuditTrailReport, type ChainBreak, type ChainCheckpoint } from './audit-verification';

/** The platform ports this service owns or talks through; its process opens these at start. */
export const SERVICE_DEPENDENCIES: ServiceDependencies = { documents: true, cache: true, events: true };
