import { AsyncLocalStorage } from 'node:async_hooks';
import type { Metadata } from '@grpc/grpc-js';
import { AppError } from '@shop/domain';
import type { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { UserRole } from '../auth/access-token';
import type { ServiceTokens } from '../auth/service-tokens';

/** Metadata a call carries: the user's access token and the calling process's service token. */
export const AUTHORIZATION_HEADER = 'authorization';
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/**
 * Who may call a method:
 * - `public`: anyone;
 * - `user`: a signed-in user (USER or ADMIN);
 * - `admin`: an ADMIN user;
 * - `service`: another process of the shop (a service token), whoever the user is;
 * - `user-or-service`: either.
 * A token that is presented but does not verify is refused on every method, public ones too.
 */
export type GrpcAccess = 'public' | 'user' | 'admin' | 'service' | 'user-or-service';

export const GRPC_ACCESS_KINDS: readonly GrpcAccess[] = ['public', 'user', 'admin', 'service', 'user-or-service'];

/** One rule per method, keyed as the generated definition names them (`getOrder`). */
export type GrpcAccessTable<Definition = Record<string, unknown>> = Record<keyof Definition & string, GrpcAccess>;

export interface VerifiedUser {
  userId: string;
  role: UserRole;
  email?: string;
}

/** The caller of the current gRPC call, as its tokens proved it. */
export interface VerifiedCaller {
  user?: VerifiedUser;
  /** The calling process (`gateway`, `orders`...). */
  service?: string;
}

export interface CallerVerifiers {
  accessTokens: AccessTokenVerifier;
  serviceTokens: Pick<ServiceTokens, 'verify'>;
}

export const CALLER_MESSAGES = {
  missing: 'Authentication required',
  invalid: 'Invalid or expired token',
  invalidService: 'Invalid or expired service token',
  notAdmin: 'You need admin privileges to access this page',
  servicesOnly: "Only the shop's services may call this method",
} as const;

const callers = new AsyncLocalStorage<VerifiedCaller>();
const ANONYMOUS: VerifiedCaller = Object.freeze({});

/** The verified caller of the gRPC call being handled; anonymous outside one. */
export function currentCaller(): VerifiedCaller {
  return callers.getStore() ?? ANONYMOUS;
}

/** The verified user of the current call, the only source of "who is acting" for a server adapter. */
export function callerActor(): { userId: string; role: UserRole } {
  const user = currentCaller().user;
  if (!user) throw new AppError('unauthenticated', CALLER_MESSAGES.missing);
  return { userId: user.userId, role: user.role };
}

/**
 * The verified user of the current call as an audit entry names them: id and the e-mail their
 * access token carries (never one a request body names).
 */
export function callerAccount(): { userId: string; email: string } {
  const user = currentCaller().user;
  if (!user) throw new AppError('unauthenticated', CALLER_MESSAGES.missing);
  if (!user.email) throw new AppError('unauthenticated', CALLER_MESSAGES.invalid);
  return { userId: user.userId, email: user.email };
}

export function runAsCaller<T>(caller: VerifiedCaller, work: () => T): T {
  return callers.run(Object.freeze({ ...caller }), work);
}

export interface AdmittedCall {
  caller: VerifiedCaller;
  /** The user's access token, verified: onward calls present it. */
  userToken?: string;
}

/**
 * Verifies the tokens a call presents, then applies the method's rule. Throws an AppError:
 * `unauthenticated` (UNAUTHENTICATED) for a missing or bad token, `forbidden`
 * (PERMISSION_DENIED) for a verified caller the rule does not admit.
 */
export async function admitCall(access: GrpcAccess, metadata: Metadata, verifiers: CallerVerifiers): Promise<AdmittedCall> {
  const admitted = await verifiedCaller(metadata, verifiers);
  const { user, service } = admitted.caller;
  switch (access) {
    case 'public':
      break;
    case 'user':
      if (!user) throw new AppError('unauthenticated', CALLER_MESSAGES.missing);
      break;
    case 'admin':
      if (!user) throw new AppError('unauthenticated', CALLER_MESSAGES.missing);
      if (user.role !== 'ADMIN') throw new AppError('forbidden', CALLER_MESSAGES.notAdmin);
      break;
    case 'service':
      if (!service) {
        if (user) throw new AppError('forbidden', CALLER_MESSAGES.servicesOnly);
        throw new AppError('unauthenticated', CALLER_MESSAGES.missing);
      }
      break;
    case 'user-or-service':
      if (!user && !service) throw new AppError('unauthenticated', CALLER_MESSAGES.missing);
      break;
  }
  return admitted;
}

async function verifiedCaller(metadata: Metadata, verifiers: CallerVerifiers): Promise<AdmittedCall> {
  const authorization = singleValue(metadata, AUTHORIZATION_HEADER);
  const serviceToken = singleValue(metadata, SERVICE_TOKEN_HEADER);
  const admitted: AdmittedCall = { caller: {} };
  if (authorization !== undefined) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const claims = token ? await verifiers.accessTokens(token) : null;
    if (!token || !claims) throw new AppError('unauthenticated', CALLER_MESSAGES.invalid);
    admitted.caller.user = { userId: claims.sub, role: claims.role, email: claims.email };
    admitted.userToken = token;
  }
  if (serviceToken !== undefined) {
    const service = await verifiers.serviceTokens.verify(serviceToken);
    if (!service) throw new AppError('unauthenticated', CALLER_MESSAGES.invalidService);
    admitted.caller.service = service;
  }
  return admitted;
}

/** One text value, or none; two values or a binary one are a malformed credential. */
function singleValue(metadata: Metadata, key: string): string | undefined {
  const values = metadata.get(key);
  if (values.length === 0) return undefined;
  const [value] = values;
  if (values.length > 1 || typeof value !== 'string') throw new AppError('unauthenticated', CALLER_MESSAGES.invalid);
  return value;
}
