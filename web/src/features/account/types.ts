/**
 * The account feature's shapes. A user and a session are the identity HTTP contract's (SPEC
 * section 3, User), declared once in @shop/contracts; types only, so no schema code reaches the bundle.
 */
import type { Role, Session, UserAddress } from '@shop/contracts';

export type { AuthProvider, Role, User, UserAddress } from '@shop/contracts';
export type SocialProvider = 'google' | 'github';

/** What signing in or registering gives the browser. */
export type AuthResult = Pick<Session, 'user' | 'accessToken' | 'refreshToken'>;

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  label: string;
}

export interface AuthProviders {
  google: boolean;
  github: boolean;
  demo: boolean;
  demoAccounts: DemoAccount[];
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  address?: Partial<UserAddress>;
}

/** Where the session stands: checking the stored token, signed in, or not. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
