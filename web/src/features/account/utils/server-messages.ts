import { serverMessages } from '@/lib/i18n/shop-messages';
import { translate, type MessageKey } from '@/lib/i18n/use-t';

/**
 * SPEC section 8's message of a failed social sign-in. It travels in English in /login?message=,
 * as the gateway's messages do, and the login screen shows it in the shopper's language.
 */
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please try again.';

/**
 * What the sign-in service and the gateway answer in English (IDENTITY_MESSAGES, the social
 * routes' redirect to /login), by the catalogue key that says it in the shopper's language. The
 * English catalogue holds the same texts word for word (a test compares them).
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'Invalid email or password': 'account.server.invalidCredentials',
  'Your session has expired. Please sign in again.': 'account.server.sessionExpired',
  'Your account has been blocked. Please contact support.': 'account.server.blocked',
  'An account with this email already exists': 'account.server.emailTaken',
  'Password must be at least 8 characters': 'account.server.passwordTooShort',
  'Password must be at most 128 characters': 'account.server.passwordTooLong',
  'Validation failed': 'account.server.validationFailed',
  [AUTH_FAILED_MESSAGE]: 'account.callback.failed',
};

/** The gateway's `/login?message=` when a provider is not set up: 'Google sign-in is not configured on this shop yet.' */
const PROVIDER_NOT_CONFIGURED = /^(Google|GitHub) sign-in is not configured on this shop yet\.$/;

/**
 * `text` in the current language when it is one the sign-in service, the gateway or @shop/domain
 * writes; any other text (a message the server wrote itself) as it is.
 */
const listedMessage = serverMessages(SERVER_MESSAGE_KEYS);

export function accountMessage(text: string): string {
  const provider = PROVIDER_NOT_CONFIGURED.exec(text)?.[1];
  return provider ? translate('account.server.providerNotConfigured', { provider }) : listedMessage(text);
}
