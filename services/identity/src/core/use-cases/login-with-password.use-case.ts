import { AppError } from '@shop/domain';
import type { AuthResult } from '../../api/identity-api';
import { IDENTITY_MESSAGES, PASSWORD_MAX_LENGTH } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import type { LoginThrottle } from '../session/login-throttle';
import type { SessionIssuer } from '../session/session-issuer';
import { normaliseEmail } from '../user/user';

// Compared when there is no real hash, so that an unknown e-mail costs the same as a wrong password.
const DUMMY_PASSWORD = 'devshop-timing-equaliser';
/** Every caller that names no client (anyone calling identity directly) counts as this one client. */
export const UNNAMED_CLIENT = 'unnamed';

/**
 * Password sign-in for local and demo accounts, throttled here whoever asks: the gateway names
 * the shopper's address as the client; a direct caller is the one unnamed client.
 */
export class LoginWithPassword {
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly deps: Pick<IdentityPorts, 'users' | 'passwords' | 'clock'> & {
      sessions: SessionIssuer;
      throttle: LoginThrottle;
      /** Demo accounts sign in only while they are switched on. */
      demoAccounts: boolean;
    },
  ) {
    this.dummyHash = deps.passwords.hash(DUMMY_PASSWORD);
    this.dummyHash.catch(() => {}); // surfaced by the first login that awaits it
  }

  async execute(input: { email: string; password: string; client?: string }): Promise<AuthResult> {
    const { users, passwords, clock, sessions, throttle, demoAccounts } = this.deps;
    const email = typeof input.email === 'string' ? normaliseEmail(input.email) : '';
    const password = typeof input.password === 'string' ? input.password : '';
    const attempt = await throttle.begin(email, typeof input.client === 'string' && input.client !== '' ? input.client : UNNAMED_CLIENT);
    const user = email ? await users.findByEmail(email) : null;
    const usable =
      user?.passwordHash && (user.provider !== 'demo' || demoAccounts) && password.length <= PASSWORD_MAX_LENGTH
        ? user.passwordHash
        : null;
    // Exactly one comparison whatever the case.
    const matches = await passwords.verify(password.slice(0, PASSWORD_MAX_LENGTH), usable ?? (await this.dummyHash));
    if (!user || !usable || !matches) {
      await attempt.failed();
      throw new AppError('unauthenticated', IDENTITY_MESSAGES.invalidCredentials);
    }
    if (user.isBlocked) throw new AppError('forbidden', IDENTITY_MESSAGES.blocked);
    await attempt.succeeded();
    const now = clock.now().toISOString();
    return sessions.start((await users.update(user.id, { lastLoginAt: now })) ?? user);
  }
}
