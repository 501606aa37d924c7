import { once } from 'node:events';
import { auditFilterSchema, auditPageSchema } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { callerActor, currentCaller, fromContractJson, type GrpcAccessTable, type GrpcServiceRegistration, toContractJson } from '@shop/platform/grpc';
import { identityPb } from '@shop/proto';
import type { IdentityApi } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../../core/identity-messages';
import {
  authToPb,
  jwkToPb,
  listQueryFromPb,
  profileChangesFromPb,
  providerProfileFromPb,
  userPageToPb,
  userToPb,
} from './identity-grpc-mapping';

/**
 * Who may call each method, as the gateway's routes allow it one layer up. Only a service (the
 * gateway, after the provider's OAuth exchange) may vouch for a provider's answer. A profile
 * change and a block are made by the caller of the access token, never by a user named in the message.
 */
export const IDENTITY_ACCESS = {
  login: 'public',
  register: 'public',
  signInWithProvider: 'service',
  refreshTokens: 'public',
  logout: 'public',
  getUser: 'user-or-service',
  updateProfile: 'user',
  adminListUsers: 'admin',
  adminCountNewUsers: 'admin',
  setUserBlocked: 'admin',
  getJwks: 'public',
  adminListAuditEntries: 'admin',
  adminExportAuditEntries: 'admin',
} as const satisfies GrpcAccessTable<typeof identityPb.IdentityService>;

/**
 * A shopper reads only themself: anyone else is answered as if absent. Admins, and a service
 * calling on its own behalf (no user behind the call), read any user.
 */
function checkMayRead(userId: string): void {
  const { user } = currentCaller();
  if (user && user.role !== 'ADMIN' && user.userId !== userId) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
}

/**
 * The Identity gRPC service over an IdentityApi. Handlers are async: what they throw (AppErrors)
 * is turned into a gRPC status with the HTTP status and field errors by the platform's server kit.
 */
export function identityGrpcService(api: IdentityApi): GrpcServiceRegistration {
  const implementation: identityPb.IdentityServer = {
    login: async ({ request }, callback) => {
      // Only a process of the shop may say which client signs in; any other caller is the one unnamed client.
      const client = currentCaller().service ? request.client : undefined;
      callback(null, authToPb(await api.login({ email: request.email, password: request.password, ...(client ? { client } : {}) })));
    },
    register: async ({ request }, callback) =>
      callback(
        null,
        authToPb(
          await api.register({
            email: request.email,
            password: request.password,
            firstName: request.firstName,
            lastName: request.lastName,
          }),
        ),
      ),
    signInWithProvider: async ({ request }, callback) =>
      callback(null, authToPb(await api.signInWithProvider(providerProfileFromPb(request)))),
    refreshTokens: async ({ request }, callback) => callback(null, authToPb(await api.refresh(request.refreshToken))),
    logout: async ({ request }, callback) => {
      await api.logout(request.refreshToken);
      callback(null, {});
    },
    getUser: async ({ request }, callback) => {
      checkMayRead(request.id);
      callback(null, userToPb(await api.getUser(request.id)));
    },
    updateProfile: async ({ request }, callback) =>
      callback(null, userToPb(await api.updateProfile(callerActor().userId, profileChangesFromPb(request)))),
    adminListUsers: async ({ request }, callback) =>
      callback(null, userPageToPb(await api.listUsers(listQueryFromPb(request)))),
    adminCountNewUsers: async ({ request }, callback) => callback(null, { counts: await api.newUsersPerDay(request.days) }),
    setUserBlocked: async ({ request }, callback) =>
      callback(
        null,
        userToPb(await api.setBlocked({ userId: request.userId, blocked: request.blocked, actorId: callerActor().userId })),
      ),
    getJwks: async (_call, callback) => callback(null, { keys: (await api.jwks()).keys.map(jwkToPb) }),
    adminListAuditEntries: async ({ request }, callback) => {
      const filter = fromContractJson(auditFilterSchema, request, 'An audit filter', 'request');
      callback(null, toContractJson(auditPageSchema.parse(await api.listAuditEntries(filter))));
    },
    adminExportAuditEntries: async (call) => {
      const filter = fromContractJson(auditFilterSchema, call.request, 'An audit filter', 'request');
      for await (const entry of api.exportAuditEntries(filter)) {
        if (call.cancelled) return;
        // A full buffer waits for the client to read, or to go away.
        if (!call.write(toContractJson(entry))) await Promise.race([once(call, 'drain'), once(call, 'cancelled')]);
      }
      call.end();
    },
  };
  return { definition: identityPb.IdentityService, implementation, access: IDENTITY_ACCESS };
}
