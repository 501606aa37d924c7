import { AppError, looksLikeEmail, trimmed, type FieldError } from '@shop/domain';
import type { AuthResult, ProviderProfile } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { UserConflictError } from '../ports/user-repository.port';
import type { SessionIssuer } from '../session/session-issuer';
import { createUser } from '../user/create-user';
import { NAME_MAX_LENGTH } from '../user/profile-rules';
import { normaliseEmail, type UserRecord } from '../user/user';

const PROVIDERS: ReadonlySet<string> = new Set(['google', 'github']);
const AVATAR_MAX_LENGTH = 2048;

/**
 * Google or GitHub sign-in: the user linked to the provider id, else the user with the same
 * e-mail (then linked to this provider), else a new USER account.
 */
export class SignInWithProvider {
  constructor(private readonly deps: Pick<IdentityPorts, 'users' | 'clock'> & { sessions: SessionIssuer }) {}

  async execute(profile: ProviderProfile): Promise<AuthResult> {
    validate(profile);
    let user: UserRecord;
    try {
      user = await this.findOrCreate(profile);
    } catch (error) {
      // Two first sign-ins at once: the other one created or linked the user; find it.
      if (!(error instanceof UserConflictError)) throw error;
      user = await this.findOrCreate(profile);
    }
    return this.deps.sessions.start(user);
  }

  private async findOrCreate(profile: ProviderProfile): Promise<UserRecord> {
    const { users, clock } = this.deps;
    const email = normaliseEmail(profile.email);
    const providerUserId = profile.providerUserId.trim();
    const avatar = trimmed(profile.avatar).slice(0, AVATAR_MAX_LENGTH);
    const linked = await users.findByProvider(profile.provider, providerUserId);
    const existing = linked ?? (await users.findByEmail(email));
    if (existing) {
      if (existing.isBlocked) throw new AppError('forbidden', IDENTITY_MESSAGES.blocked);
      const now = clock.now().toISOString();
      const updated = await users.update(existing.id, {
        provider: profile.provider,
        providerUserId,
        lastLoginAt: now,
        ...(existing.avatar === '' && avatar !== '' ? { avatar } : {}),
      });
      return updated ?? existing;
    }
    const handle = trimmed(profile.username);
    return createUser(this.deps, {
      email,
      firstName: (trimmed(profile.firstName) || handle || email.split('@')[0] || '').slice(0, NAME_MAX_LENGTH),
      lastName: trimmed(profile.lastName).slice(0, NAME_MAX_LENGTH),
      role: 'USER',
      provider: profile.provider,
      providerUserId,
      passwordHash: null,
      avatar,
      preferredUsername: handle || undefined,
      signedIn: true,
    });
  }
}

function validate(profile: ProviderProfile): void {
  const errors: FieldError[] = [];
  if (!PROVIDERS.has(profile.provider)) errors.push({ path: 'provider', message: IDENTITY_MESSAGES.providerUnsupported });
  if (trimmed(profile.providerUserId) === '') {
    errors.push({ path: 'providerUserId', message: IDENTITY_MESSAGES.providerUserIdRequired });
  }
  if (typeof profile.email !== 'string' || !looksLikeEmail(profile.email)) {
    errors.push({ path: 'email', message: IDENTITY_MESSAGES.providerEmailRequired });
  }
  if (errors.length > 0) throw new AppError('invalid', IDENTITY_MESSAGES.validationFailed, errors);
}
