// The use cases behind the IdentityApi, wired to the given ports.
import { setTimeout as wait } from 'node:timers/promises';
import type { IdentityApi } from './api/identity-api';
import type { IdentitySettings } from './core/identity-settings';
import type { IdentityPorts } from './core/identity-ports';
import { createLoginThrottle } from './core/session/login-throttle';
import { SessionIssuer } from './core/session/session-issuer';
import { ExportAuditEntries } from './core/use-cases/export-audit-entries.use-case';
import { GetUser } from './core/use-cases/get-user.use-case';
import { ListAuditEntries } from './core/use-cases/list-audit-entries.use-case';
import { ListUsers } from './core/use-cases/list-users.use-case';
import { CountNewUsers } from './core/use-cases/count-new-users.use-case';
import { LoginWithPassword } from './core/use-cases/login-with-password.use-case';
import { Logout } from './core/use-cases/logout.use-case';
import { RefreshSession } from './core/use-cases/refresh-session.use-case';
import { RegisterAccount } from './core/use-cases/register-account.use-case';
import { SetUserBlocked } from './core/use-cases/set-user-blocked.use-case';
import { SignInWithProvider } from './core/use-cases/sign-in-with-provider.use-case';
import { UpdateProfile } from './core/use-cases/update-profile.use-case';

const DEFAULT_LOGIN_LIMITS = { perAccount: 10, perClient: 30 };

export function identityApiOf(ports: IdentityPorts, settings: Pick<IdentitySettings, 'demoAccounts' | 'loginLimits'>): IdentityApi {
  const sessions = new SessionIssuer(ports);
  const throttle = createLoginThrottle(ports.attempts, { ...(settings.loginLimits ?? DEFAULT_LOGIN_LIMITS), sleep: (ms) => wait(ms) });
  const login = new LoginWithPassword({ ...ports, sessions, throttle, demoAccounts: settings.demoAccounts });
  const register = new RegisterAccount({ ...ports, sessions });
  const signIn = new SignInWithProvider({ ...ports, sessions });
  const refresh = new RefreshSession({ ...ports, sessions });
  const logout = new Logout(ports);
  const getUser = new GetUser(ports);
  const updateProfile = new UpdateProfile(ports);
  const listUsers = new ListUsers(ports);
  const newUsers = new CountNewUsers(ports);
  const setBlocked = new SetUserBlocked(ports);
  const listAudit = new ListAuditEntries(ports);
  const exportAudit = new ExportAuditEntries(ports);
  return {
    login: (input) => login.execute(input),
    register: (input) => register.execute(input),
    signInWithProvider: (profile) => signIn.execute(profile),
    refresh: (refreshToken) => refresh.execute(refreshToken),
    logout: (refreshToken) => logout.execute(refreshToken),
    getUser: (userId) => getUser.execute(userId),
    updateProfile: (userId, changes) => updateProfile.execute(userId, changes),
    listUsers: (query) => listUsers.execute(query),
    newUsersPerDay: (days) => newUsers.execute(days),
    setBlocked: (input) => setBlocked.execute(input),
    jwks: async () => ports.accessTokens.jwks(),
    listAuditEntries: (filter) => listAudit.execute(filter),
    exportAuditEntries: (filter) => exportAudit.execute(filter),
  };
}
