// Test support (not exported): the core's ports on the real embedded adapters, for use-case tests.
import { generateKeyPairSync } from 'node:crypto';
import { MemoryCache, newId, SqliteDocumentStore, unitOfWorkOf } from '@shop/platform';
import type { SessionRevocations } from '@shop/platform/auth';
import { CryptoOpaqueTokens } from '../adapters/crypto/crypto-opaque-tokens';
import { nodeSha256 } from '../adapters/crypto/node-sha256';
import { DocumentAuditTrail } from '../adapters/storage/document-audit-trail';
import { JoseAccessTokenIssuer } from '../adapters/crypto/jose-access-token-issuer';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { signingKeyFrom } from '../adapters/crypto/signing-key-source';
import { DocumentRefreshTokenStore } from '../adapters/storage/document-refresh-token-store';
import { DocumentUserRepository } from '../adapters/storage/document-user-repository';
import type { IdentityPorts } from '../core/identity-ports';
import type { PasswordHasher } from '../core/ports/password-hasher.port';
import { createLoginThrottle, type LoginThrottle } from '../core/session/login-throttle';
import { SessionIssuer } from '../core/session/session-issuer';
import { sessionRevocationsOnClock, TEST_HASH_COST, TestClock } from './identity-test-kit';

/** A real hasher that counts its comparisons. */
export class CountingPasswordHasher implements PasswordHasher {
  verifications = 0;
  private readonly inner = new ScryptPasswordHasher({ cost: TEST_HASH_COST });

  hash(password: string): Promise<string> {
    return this.inner.hash(password);
  }

  verify(password: string, hash: string): Promise<boolean> {
    this.verifications += 1;
    return this.inner.verify(password, hash);
  }
}

export interface EmbeddedPorts extends IdentityPorts {
  documents: SqliteDocumentStore;
  clock: TestClock;
  passwords: CountingPasswordHasher;
  sessions: SessionIssuer;
  /** Limits no use-case test reaches, and no waiting: the throttle has tests of its own. */
  throttle: LoginThrottle;
  sessionRevocations: SessionRevocations;
  audit: DocumentAuditTrail;
  /** What requestOrigin answers; a test sets it. */
  origin: { requestId?: string; clientAddress?: string };
}

export const TEST_PEM = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

export async function embeddedPorts(): Promise<EmbeddedPorts> {
  const documents = new SqliteDocumentStore({});
  const users = new DocumentUserRepository(documents);
  const refreshTokens = new DocumentRefreshTokenStore(documents);
  const audit = new DocumentAuditTrail(documents);
  await Promise.all([users.ensureIndexes(), refreshTokens.ensureIndexes(), audit.ensureIndexes()]);
  const clock = new TestClock();
  const origin: EmbeddedPorts['origin'] = {};
  const ports = {
    documents,
    users,
    refreshTokens,
    sessionRevocations: sessionRevocationsOnClock(clock),
    passwords: new CountingPasswordHasher(),
    accessTokens: new JoseAccessTokenIssuer(await signingKeyFrom(TEST_PEM, 'test key'), clock),
    opaqueTokens: new CryptoOpaqueTokens(),
    clock,
    attempts: new MemoryCache({ now: () => clock.now().getTime() }),
    audit,
    unitOfWork: unitOfWorkOf(documents),
    sha256: nodeSha256,
    newId,
    origin,
    requestOrigin: () => ({ ...origin }),
  };
  const throttle = createLoginThrottle(ports.attempts, { perAccount: 1000, perClient: 1000, sleep: async () => {} });
  return { ...ports, sessions: new SessionIssuer(ports), throttle };
}
