// Wires the identity core to its adapters and returns the IdentityApi. Both the service's own
// process (main.ts) and the gateway's in-process composition call createIdentityService.
import { systemClock } from '@shop/platform';
import { join } from 'node:path';
import type { Config, DocumentStore, Logger } from '@shop/platform';
import type { IdentityApi } from './api/identity-api';
import { CryptoOpaqueTokens } from './adapters/crypto/crypto-opaque-tokens';
import { JoseAccessTokenIssuer } from './adapters/crypto/jose-access-token-issuer';
import { ScryptPasswordHasher } from './adapters/crypto/scrypt-password-hasher';
import { loadSigningKey } from './adapters/crypto/signing-key-source';
import { DocumentRefreshTokenStore } from './adapters/storage/document-refresh-token-store';
import { DocumentUserRepository } from './adapters/storage/document-user-repository';
import type { IdentityPorts } from './core/identity-ports';
import type { Clock } from '@shop/domain';
import { SessionIssuer } from './core/session/session-issuer';
import { EnsureDemoAccounts } from './core/use-cases/ensure-demo-accounts.use-case';
import { GetUser } from './core/use-cases/get-user.use-case';
import { ListUsers } from './core/use-cases/list-users.use-case';
import { LoginWithPassword } from './core/use-cases/login-with-password.use-case';
import { Logout } from './core/use-cases/logout.use-case';
import { RefreshSession } from './core/use-cases/refresh-session.use-case';
import { RegisterAccount } from './core/use-cases/register-account.use-case';
import { SetUserBlocked } from './core/use-cases/set-user-blocked.use-case';
import { SignInWithProvider } from './core/use-cases/sign-in-with-provider.use-case';
import { UpdateProfile } from './core/use-cases/update-profile.use-case';

export interface IdentitySettings {
  /** AUTH_DEMO_ACCOUNTS: demo accounts exist and can sign in. */
  demoAccounts: boolean;
  /** JWT_PRIVATE_KEY: P-256 private key, PKCS#8 PEM or private JWK. */
  privateKey?: string;
  /** Where the generated signing key is kept when `privateKey` is absent (`DATA_DIR/identity`). */
  keyDirectory: string;
  /** scrypt cost N (power of two); default 2^15. Tests lower it. */
  passwordHashCost?: number;
}

export interface IdentityServiceDeps {
  documents: DocumentStore;
  settings: IdentitySettings;
  logger: Logger;
  clock?: Clock;
}

/** The settings both topologies derive from the environment. */
export function identitySettingsFrom(config: Config): IdentitySettings {
  return {
    demoAccounts: config.AUTH_DEMO_ACCOUNTS,
    privateKey: config.JWT_PRIVATE_KEY,
    keyDirectory: join(config.DATA_DIR, 'identity'),
  };
}

/** Opens the signing key, ensures indexes and the demo accounts, and returns the service. */
export async function createIdentityService(deps: IdentityServiceDeps): Promise<IdentityApi> {
  const { documents, settings, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const users = new DocumentUserRepository(documents);
  const refreshTokens = new DocumentRefreshTokenStore(documents);
  await Promise.all([users.ensureIndexes(), refreshTokens.ensureIndexes()]);
  const key = await loadSigningKey(settings);
  const ports: IdentityPorts = {
    users,
    refreshTokens,
    passwords: new ScryptPasswordHasher({ cost: settings.passwordHashCost }),
    accessTokens: new JoseAccessTokenIssuer(key, clock),
    opaqueTokens: new CryptoOpaqueTokens(),
    clock,
  };
  await new EnsureDemoAccounts(ports).execute(settings.demoAccounts);
  logger.info(
    { kid: key.kid, keySource: settings.privateKey ? 'JWT_PRIVATE_KEY' : 'key file', demoAccounts: settings.demoAccounts },
    'identity service ready',
  );
  return identityApiOf(ports, settings);
}

/** The use cases behind the API, wired to the given ports. */
function identityApiOf(ports: IdentityPorts, settings: IdentitySettings): IdentityApi {
  const sessions = new SessionIssuer(ports);
  const login = new LoginWithPassword({ ...ports, sessions, demoAccounts: settings.demoAccounts });
  const register = new RegisterAccount({ ...ports, sessions });
  const signIn = new SignInWithProvider({ ...ports, sessions });
  const refresh = new RefreshSession({ ...ports, sessions });
  const logout = new Logout(ports);
  const getUser = new GetUser(ports);
  const updateProfile = new UpdateProfile(ports);
  const listUsers = new ListUsers(ports);
  const setBlocked = new SetUserBlocked(ports);
  return {
    login: (input) => login.execute(input),
    register: (input) => register.execute(input),
    signInWithProvider: (profile) => signIn.execute(profile),
    refresh: (refreshToken) => refresh.execute(refreshToken),
    logout: (refreshToken) => logout.execute(refreshToken),
    getUser: (userId) => getUser.execute(userId),
    updateProfile: (userId, changes) => updateProfile.execute(userId, changes),
    listUsers: (query) => listUsers.execute(query),
    setBlocked: (input) => setBlocked.execute(input),
    jwks: async () => ports.accessTokens.jwks(),
  };
}
