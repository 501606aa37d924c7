// What the identity service is configured with. It lives in the core so that the API wiring
// (identity-api-of.ts), the composition (app.ts) and the tests all name it without importing
// app.ts, which imports them.
import type { LoginThrottleSettings } from './session/login-throttle';

export interface IdentitySettings {
  /** AUTH_DEMO_ACCOUNTS: demo accounts exist and can sign in. */
  demoAccounts: boolean;
  /** JWT_PRIVATE_KEY: P-256 private key, PKCS#8 PEM or private JWK. */
  privateKey?: string;
  /** Where the generated signing key is kept when `privateKey` is absent (`DATA_DIR/identity`). */
  keyDirectory: string;
  /** scrypt cost N (power of two); default 2^15. Tests lower it. */
  passwordHashCost?: number;
  /** LOGIN_ATTEMPTS_PER_ACCOUNT and _PER_CLIENT (createLoginThrottle); default 10 and 30. */
  loginLimits?: Pick<LoginThrottleSettings, 'perAccount' | 'perClient'>;
}
