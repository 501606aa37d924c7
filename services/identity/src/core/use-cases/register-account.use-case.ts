import { AppError, CHECKOUT_MESSAGES, isBlank, looksLikeEmail, trimmed, type FieldError } from '@shop/domain';
import type { AuthResult } from '../../api/identity-api';
import { IDENTITY_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { UserConflictError } from '../ports/user-repository.port';
import type { SessionIssuer } from '../session/session-issuer';
import { createUser } from '../user/create-user';
import { nameError } from '../user/profile-rules';
import { normaliseEmail } from '../user/user';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates a local USER account with a password and signs it in. */
export class RegisterAccount {
  constructor(private readonly deps: Pick<IdentityPorts, 'users' | 'passwords' | 'clock'> & { sessions: SessionIssuer }) {}

  async execute(input: RegisterInput): Promise<AuthResult> {
    const errors = validate(input);
    if (errors.length > 0) throw new AppError('invalid', IDENTITY_MESSAGES.validationFailed, errors);
    const email = normaliseEmail(input.email);
    const { users, passwords, sessions } = this.deps;
    if (await users.findByEmail(email)) throw new AppError('already_exists', IDENTITY_MESSAGES.emailTaken);
    try {
      const user = await createUser(this.deps, {
        email,
        firstName: trimmed(input.firstName),
        lastName: trimmed(input.lastName),
        role: 'USER',
        provider: 'local',
        providerUserId: email,
        passwordHash: await passwords.hash(input.password),
        signedIn: true,
      });
      return await sessions.start(user);
    } catch (error) {
      if (error instanceof UserConflictError) throw new AppError('already_exists', IDENTITY_MESSAGES.emailTaken);
      throw error;
    }
  }
}

function validate(input: RegisterInput): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(input.email)) errors.push({ path: 'email', message: CHECKOUT_MESSAGES.emailRequired });
  else if (typeof input.email !== 'string' || !looksLikeEmail(input.email)) {
    errors.push({ path: 'email', message: CHECKOUT_MESSAGES.emailInvalid });
  }
  const password = typeof input.password === 'string' ? input.password : '';
  if (password.length < PASSWORD_MIN_LENGTH) errors.push({ path: 'password', message: IDENTITY_MESSAGES.passwordTooShort });
  else if (password.length > PASSWORD_MAX_LENGTH) errors.push({ path: 'password', message: IDENTITY_MESSAGES.passwordTooLong });
  const firstName = nameError('firstName', input.firstName, CHECKOUT_MESSAGES.firstNameRequired);
  const lastName = nameError('lastName', input.lastName, CHECKOUT_MESSAGES.lastNameRequired);
  return [...errors, ...(firstName ? [firstName] : []), ...(lastName ? [lastName] : [])];
}
