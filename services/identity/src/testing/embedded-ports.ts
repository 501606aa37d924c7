// Test support (not exported): the core's ports on the real embedded adapters, for use-case tests.
import { generateKeyPairSync } from 'node:crypto';
import { SqliteDocumentStore } from '@shop/platform';
import { CryptoOpaqueTokens } from '../adapters/crypto/crypto-opaque-tokens';
import { JoseAccessTokenIssuer } from '../adapters/crypto/jose-access-token-issuer';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { signingKeyFrom } from '../adapters/crypto/signing-key-source';
import { DocumentRefreshTokenStore } from '../adapters/storage/document-refresh-token-store';
import { DocumentUserRepository } from '../adapters/storage/document-user-repository';
import type { IdentityPorts } from '../core/identity-ports';
import type { PasswordHasher } from '../core/ports/password-hasher.port';
import { SessionIssuer } from '../core/session/session-issuer';
import { TEST_HASH_COST, TestClock } from './identity-test-kit';

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
}

export const TEST_PEM = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

export async function embeddedPorts(): Promise<EmbeddedPorts> {
  const documents = new SqliteDocumentStore({});
  const users = new DocumentUserRepository(documents);
  const refreshTokens = new DocumentRefreshTokenStore(documents);
  await Promise.all([users.ensureIndexes(), refreshTokens.ensureIndexes()]);
  const clock = new TestClock();
  const ports = {
    documents,
    users,
    refreshTokens,
    passwords: new CountingPasswordHasher(),
    accessTokens: new JoseAccessTokenIssuer(await signingKeyFrom(TEST_PEM, 'test key'), clock),
    opaqueTokens: new CryptoOpaqueTokens(),
    clock,
  };
  return { ...ports, sessions: new SessionIssuer(ports) };
}
