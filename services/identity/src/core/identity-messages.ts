// The service's user-facing texts; SPEC texts come from @shop/domain.

export const IDENTITY_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  sessionExpired: 'Your session has expired. Please sign in again.',
  blocked: 'Your account has been blocked. Please contact support.',
  emailTaken: 'An account with this email already exists',
  userNotFound: 'User not found',
  adminCannotBeBlocked: 'Admin accounts cannot be blocked',
  adminRequired: 'Admin access required',
  validationFailed: 'Validation failed',
  languageInvalid: 'Language must be en, fr or rw',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  providerUnsupported: 'Unsupported sign-in provider',
  providerUserIdRequired: 'Provider user id is required',
  providerEmailRequired: 'The provider did not share an email address',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Refresh tokens live this long unless used, rotated or revoked first. */
export const REFRESH_TOKEN_TTL_DAYS = 30;
