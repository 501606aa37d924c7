// IdentityApi shapes <-> identity.proto messages, for both the server and the client adapter.
// Proto Address: `district` is the user's `state`, `postal_code` its `zipCode`; `User.id` is also `_id`.
import { isLanguage, type Language } from '@shop/domain';
import type { commonPb, identityPb } from '@shop/proto';
import type {
  AuthProvider,
  AuthResult,
  ListUsersQuery,
  ProfileChanges,
  ProviderProfile,
  PublicJwk,
  Role,
  UserAddress,
  UserPage,
  UserView,
} from '../../api/identity-api';

const PROVIDERS: ReadonlySet<string> = new Set<AuthProvider>(['local', 'demo', 'google', 'github']);

export function addressToPb(address: UserAddress): commonPb.Address {
  return {
    street: address.street,
    city: address.city,
    district: address.state,
    postalCode: address.zipCode,
    country: address.country,
  };
}

export function addressFromPb(address: commonPb.Address | undefined): UserAddress {
  return {
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.district ?? '',
    zipCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  };
}

export function userToPb(user: UserView): identityPb.User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    role: user.role,
    avatar: user.avatar,
    phone: user.phone,
    provider: user.provider,
    isBlocked: user.isBlocked,
    address: addressToPb(user.address),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
    language: user.language,
  };
}

export function userFromPb(user: identityPb.User | undefined): UserView {
  if (!user) throw new Error('identity answered without a user');
  const view: UserView = {
    id: user.id,
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    role: (user.role === 'ADMIN' ? 'ADMIN' : 'USER') satisfies Role,
    avatar: user.avatar,
    phone: user.phone ?? '',
    provider: (PROVIDERS.has(user.provider) ? user.provider : 'local') as AuthProvider,
    isBlocked: user.isBlocked,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    address: addressFromPb(user.address),
  };
  if (user.lastLoginAt) view.lastLoginAt = user.lastLoginAt;
  if (isLanguage(user.language)) view.language = user.language;
  return view;
}

export function authToPb(result: AuthResult): identityPb.AuthReply {
  return {
    user: userToPb(result.user),
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    expiresIn: result.expiresIn,
  };
}

export function authFromPb(reply: identityPb.AuthReply): AuthResult {
  return {
    user: userFromPb(reply.user),
    accessToken: reply.accessToken,
    refreshToken: reply.refreshToken,
    expiresIn: reply.expiresIn,
  };
}

export function providerProfileToPb(profile: ProviderProfile): identityPb.ProviderSignInRequest {
  return {
    provider: profile.provider,
    providerUserId: profile.providerUserId,
    email: profile.email,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    username: profile.username,
    avatar: profile.avatar,
  };
}

export function providerProfileFromPb(request: identityPb.ProviderSignInRequest): ProviderProfile {
  const profile: ProviderProfile = {
    // The core checks the provider; an unknown one is refused there.
    provider: request.provider as ProviderProfile['provider'],
    providerUserId: request.providerUserId,
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
  };
  if (request.username !== undefined) profile.username = request.username;
  if (request.avatar !== undefined) profile.avatar = request.avatar;
  return profile;
}

/** Over the wire an address is always complete: the client fills what the change leaves out. */
export function profileChangesToPb(changes: ProfileChanges, address: UserAddress | undefined): identityPb.UpdateProfileRequest {
  return {
    firstName: changes.firstName,
    lastName: changes.lastName,
    phone: changes.phone,
    language: changes.language,
    address: address ? addressToPb(address) : undefined,
  };
}

export function profileChangesFromPb(request: identityPb.UpdateProfileRequest): ProfileChanges {
  const changes: ProfileChanges = {};
  if (request.firstName !== undefined) changes.firstName = request.firstName;
  if (request.lastName !== undefined) changes.lastName = request.lastName;
  if (request.phone !== undefined) changes.phone = request.phone;
  // Passed on as sent: the use case refuses anything but en, fr or rw with a clear message.
  if (request.language !== undefined) changes.language = request.language as Language;
  if (request.address !== undefined) changes.address = addressFromPb(request.address);
  return changes;
}

export function listQueryToPb(query: ListUsersQuery): identityPb.AdminListUsersRequest {
  return { page: { page: query.page, limit: query.limit }, search: query.search, role: query.role, status: query.status };
}

export function listQueryFromPb(request: identityPb.AdminListUsersRequest): ListUsersQuery {
  const query: ListUsersQuery = { page: request.page?.page ?? 0, limit: request.page?.limit ?? 0 };
  // Values are checked by the core; an unknown role or status is refused there.
  if (request.search !== undefined) query.search = request.search;
  if (request.role !== undefined) query.role = request.role as Role;
  if (request.status !== undefined) query.status = request.status as ListUsersQuery['status'];
  return query;
}

export function userPageToPb(page: UserPage): identityPb.ListUsersReply {
  return { users: page.users.map(userToPb), pagination: { ...page.pagination } };
}

export function userPageFromPb(reply: identityPb.ListUsersReply): UserPage {
  const { page = 1, limit = 0, total = 0, totalPages = 0 } = reply.pagination ?? {};
  return { users: reply.users.map(userFromPb), pagination: { page, limit, total, totalPages } };
}

export function jwkToPb(jwk: PublicJwk): identityPb.Jwk {
  return { kty: jwk.kty, kid: jwk.kid, alg: jwk.alg, use: jwk.use, crv: jwk.crv, x: jwk.x, y: jwk.y };
}

export function jwkFromPb(jwk: identityPb.Jwk): PublicJwk {
  const key: PublicJwk = { kty: jwk.kty, kid: jwk.kid, alg: jwk.alg, use: jwk.use };
  if (jwk.crv !== undefined) key.crv = jwk.crv;
  if (jwk.x !== undefined) key.x = jwk.x;
  if (jwk.y !== undefined) key.y = jwk.y;
  return key;
}
