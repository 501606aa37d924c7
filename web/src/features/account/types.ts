/** The account feature's shapes (SPEC section 3, User; the identity HTTP contract). */

export type Role = 'ADMIN' | 'USER';
export type AuthProvider = 'local' | 'demo' | 'google' | 'github';
export type SocialProvider = 'google' | 'github';

/** `state` is the district. */
export interface UserAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface User {
  id: string;
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  role: Role;
  avatar: string;
  phone: string;
  provider: AuthProvider | string;
  isBlocked: boolean;
  createdAt: string;
  updatedAt: string;
  address: UserAddress;
}

export interface AuthResult {
  user: User;
  accessToken: string;
  refreshToken: string;
}

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
