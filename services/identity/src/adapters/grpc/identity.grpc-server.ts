import type { GrpcServiceRegistration } from '@shop/platform/grpc';
import { identityPb } from '@shop/proto';
import type { IdentityApi } from '../../api/identity-api';
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
 * The Identity gRPC service over an IdentityApi. Handlers are async: what they throw (AppErrors)
 * is turned into a gRPC status with the HTTP status and field errors by the platform's server kit.
 */
export function identityGrpcService(api: IdentityApi): GrpcServiceRegistration {
  const implementation: identityPb.IdentityServer = {
    login: async ({ request }, callback) => callback(null, authToPb(await api.login(request))),
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
    getUser: async ({ request }, callback) => callback(null, userToPb(await api.getUser(request.id))),
    updateProfile: async ({ request }, callback) =>
      callback(null, userToPb(await api.updateProfile(request.userId, profileChangesFromPb(request)))),
    adminListUsers: async ({ request }, callback) =>
      callback(null, userPageToPb(await api.listUsers(listQueryFromPb(request)))),
    setUserBlocked: async ({ request }, callback) =>
      callback(
        null,
        userToPb(await api.setBlocked({ userId: request.userId, blocked: request.blocked, actorId: request.actorId })),
      ),
    getJwks: async (_call, callback) => callback(null, { keys: (await api.jwks()).keys.map(jwkToPb) }),
  };
  return { definition: identityPb.IdentityService, implementation };
}
