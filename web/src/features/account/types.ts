/**
 * The account feature's shapes. A user, a session, the sign-in choices and the profile changes are
 * the identity HTTP contract's (SPEC section 3, User), declared once in @shop/contracts; types only,
 * so no schema code reaches the bundle.
 */
import type { Session } from '@shop/contracts';

export type { AuthProvider, AuthProviders, DemoAccount, ProfileChanges, Role, User, UserAddress } from '@shop/contracts';
export type SocialProvider = 'google' | 'github';

/** What signing in or registering gives the browser. */
export type AuthResult = Pick<Session, 'user' | 'accessToken' | 'refreshToken'>;

/** Where the session stands: checking the stored token, signed in, or not. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
