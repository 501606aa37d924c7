// Test support: who calls each IdentityApi method over gRPC, read from the arguments the
// in-process API takes. Sign-in is anyone's; a provider's answer is vouched for by a service
// (the gateway); reading a user is a service's lookup; changes are made by the signed-in user.
import { TEST_ADMIN, type CallersOf } from '@shop/platform/contracts';
import type { IdentityApi, Role } from '../api/identity-api';

const anyone = () => undefined;
/** The calling process's service token, no user. */
const service = () => undefined;

/** `roleOf`: the role of an existing account, as identity itself knows it. */
export function identityCallers(roleOf: (userId: string) => Promise<Role>): CallersOf<IdentityApi> {
  return {
    login: anyone,
    register: anyone,
    signInWithProvider: service,
    refresh: anyone,
    logout: anyone,
    getUser: service,
    updateProfile: async (userId) => ({ userId, role: await roleOf(userId) }),
    listUsers: () => TEST_ADMIN,
    newUsersPerDay: () => TEST_ADMIN,
    setBlocked: async ({ actorId }) => ({ userId: actorId, role: await roleOf(actorId) }),
    jwks: anyone,
    listAuditEntries: () => TEST_ADMIN,
    exportAuditEntries: () => TEST_ADMIN,
  };
}
