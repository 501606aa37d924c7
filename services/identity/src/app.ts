// Wires the identity core to its adapters and returns the IdentityApi. Both the service's own
// process (main.ts) and the gateway's in-process composition call createIdentityService.
import { newId, requestOriginFields, systemClock, unitOfWorkOf } from '@shop/platform';
import { join } from 'node:path';
import type { Cache, Config, DocumentStore, EventBus, Logger } from '@shop/platform';
import { sessionRevocationsOn } from '@shop/platform/auth';
import type { IdentityApi } from './api/identity-api';
import { CryptoOpaqueTokens } from './adapters/crypto/crypto-opaque-tokens';
import { nodeSha256 } from './adapters/crypto/node-sha256';
import { subscribeAuditConsumer } from './adapters/events/audit-event-consumer';
import { DocumentAuditTrail } from './adapters/storage/document-audit-trail';
import { JoseAccessTokenIssuer } from './adapters/crypto/jose-access-token-issuer';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher';
import { loadSigningKey } from './adapters/crypto/signing-key-source';
import { DocumentRefreshTokenStore } from './adapters/storage/document-refresh-token-store';
import { DocumentUserRepository } from './adapters/storage/document-user-repository';
import type { IdentityPorts } from './core/identity-ports';
import type { SessionRevocationList } from './core/ports/session-revocations.port';
import type { IdentitySettings } from './core/identity-settings';
import type { Clock } from '@shop/domain';
import { EnsureDemoAccounts } from './core/use-cases/ensure-demo-accounts.use-case';
import { identityApiOf } from './identity-api-of';

export interface IdentityServiceDeps {
  documents: DocumentStore;
  /** Sign-in counters, and the sessions the gateway and every service refuse. */
  cache: Cache;
  /** Default: the list kept in `cache` (sessionRevocationsOn), which the gateway and the services check. */
  sessionRevocations?: SessionRevocationList;
  settings: IdentitySettings;
  logger: Logger;
  clock?: Clock;
  /**
   * The bus the other services' admin actions arrive on (`<service>.admin-action`); identity
   * appends each to the audit trail. Absent (some tests): the trail records identity's own only.
   */
  events?: EventBus;
  /** Prefixed to the event consumer's name (a test on a shared broker). */
  consumerPrefix?: string;
}

/** The settings both topologies derive from the environment. */
export function identitySettingsFrom(config: Config): IdentitySettings {
  return {
    demoAccounts: config.AUTH_DEMO_ACCOUNTS,
    privateKey: config.JWT_PRIVATE_KEY,
    keyDirectory: join(config.DATA_DIR, 'identity'),
    loginLimits: { perAccount: config.LOGIN_ATTEMPTS_PER_ACCOUNT, perClient: config.LOGIN_ATTEMPTS_PER_CLIENT },
  };
}

/** Opens the signing key, ensures indexes and the demo accounts, and returns the service. */
export async function createIdentityService(deps: IdentityServiceDeps): Promise<IdentityApi> {
  const { documents, settings, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const users = new DocumentUserRepository(documents);
  const refreshTokens = new DocumentRefreshTokenStore(documents);
  const audit = new DocumentAuditTrail(documents);
  await Promise.all([users.ensureIndexes(), refreshTokens.ensureIndexes(), audit.ensureIndexes()]);
  const key = await loadSigningKey(settings);
  const ports: IdentityPorts = {
    users,
    refreshTokens,
    sessionRevocations: deps.sessionRevocations ?? sessionRevocationsOn(deps.cache),
    attempts: deps.cache,
    passwords: new ScryptPasswordHasher({ cost: settings.passwordHashCost }),
    accessTokens: new JoseAccessTokenIssuer(key, clock),
    opaqueTokens: new CryptoOpaqueTokens(),
    clock,
    audit,
    unitOfWork: unitOfWorkOf(documents),
    sha256: nodeSha256,
    newId,
    requestOrigin: requestOriginFields,
  };
  await new EnsureDemoAccounts(ports).execute(settings.demoAccounts);
  if (deps.events) await subscribeAuditConsumer({ events: deps.events, documents, logger, ports, consumerPrefix: deps.consumerPrefix });
  logger.info(
    { kid: key.kid, keySource: settings.privateKey ? 'JWT_PRIVATE_KEY' : 'key file', demoAccounts: settings.demoAccounts },
    'identity service ready',
  );
  return identityApiOf(ports, settings);
}
