// The identity service over gRPC, for a gateway that runs it as its own process. Calls fail
// with GrpcCallError (httpStatus, message, errors), which the gateway's error handler reads.
// Who is calling travels as the caller's access token (request context), not in the messages.
import { auditEntrySchema, auditPageSchema, type AuditEntry, type AuditFilter, type AuditPage } from '@shop/contracts';
import { createGrpcClient, fromContractJson, GrpcApiClient, GrpcCallError, type GrpcClientOptions, toContractJson, unary } from '@shop/platform/grpc';
import { identityPb } from '@shop/proto';
import type {
  AuthResult,
  IdentityApi,
  ListUsersQuery,
  ProfileChanges,
  ProviderProfile,
  PublicJwk,
  UserAddress,
  UserPage,
  UserView,
} from '../../api/identity-api';
import {
  authFromPb,
  jwkFromPb,
  listQueryToPb,
  profileChangesToPb,
  providerProfileToPb,
  userFromPb,
  userPageFromPb,
} from './identity-grpc-mapping';

const ADDRESS_FIELDS: ReadonlyArray<keyof UserAddress> = ['street', 'city', 'state', 'zipCode', 'country'];

/** Only the reads are retried. */
const IDEMPOTENT_METHODS = ['getUser', 'adminListUsers', 'getJwks', 'adminListAuditEntries'];

export class GrpcIdentityApi extends GrpcApiClient<identityPb.IdentityClient> implements IdentityApi {
  /** `url`: IDENTITY_GRPC_URL (`host:port` or `grpc://host:port`). */
  constructor(url: string, options: Omit<GrpcClientOptions, 'idempotent'> = {}) {
    super(createGrpcClient(identityPb.IdentityClient, url, { ...options, idempotent: IDEMPOTENT_METHODS }));
  }

  async login(input: { email: string; password: string; client?: string }): Promise<AuthResult> {
    return authFromPb(await unary(this.client, 'login', { email: input.email, password: input.password, client: input.client }));
  }

  async register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<AuthResult> {
    const request = { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName };
    return authFromPb(await unary(this.client, 'register', request));
  }

  async signInWithProvider(profile: ProviderProfile): Promise<AuthResult> {
    return authFromPb(await unary(this.client, 'signInWithProvider', providerProfileToPb(profile)));
  }

  async refresh(refreshToken: string): Promise<AuthResult> {
    return authFromPb(await unary(this.client, 'refreshTokens', { refreshToken }));
  }

  async logout(refreshToken: string): Promise<void> {
    await unary(this.client, 'logout', { refreshToken });
  }

  async getUser(userId: string): Promise<UserView> {
    return userFromPb(await unary(this.client, 'getUser', { id: userId }));
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserView> {
    // The proto address has no "not given" per field; a partial change is completed from the stored one.
    let address: UserAddress | undefined;
    if (changes.address) {
      const given = changes.address;
      address = ADDRESS_FIELDS.every((field) => given[field] !== undefined)
        ? (given as UserAddress)
        : { ...(await this.getUser(userId)).address, ...definedFields(given) };
    }
    // The profile changed is the caller's: their access token travels with the call.
    return userFromPb(await unary(this.client, 'updateProfile', profileChangesToPb(changes, address)));
  }

  async listUsers(query: ListUsersQuery): Promise<UserPage> {
    return userPageFromPb(await unary(this.client, 'adminListUsers', listQueryToPb(query)));
  }

  async newUsersPerDay(days: string[]): Promise<number[]> {
    return (await unary(this.client, 'adminCountNewUsers', { days })).counts;
  }

  /** The acting admin is the caller of the access token; `actorId` serves in-process callers only. */
  async setBlocked(input: { userId: string; blocked: boolean; actorId: string }): Promise<UserView> {
    return userFromPb(await unary(this.client, 'setUserBlocked', { userId: input.userId, blocked: input.blocked }));
  }

  async jwks(): Promise<{ keys: PublicJwk[] }> {
    return { keys: (await unary(this.client, 'getJwks', {})).keys.map(jwkFromPb) };
  }

  async listAuditEntries(filter: AuditFilter): Promise<AuditPage> {
    return fromContractJson(auditPageSchema, await unary(this.client, 'adminListAuditEntries', toContractJson(filter)), 'The audit page', 'answer');
  }

  /** Reads the server's stream as it comes; leaving the loop early cancels the call. */
  async *exportAuditEntries(filter: AuditFilter): AsyncGenerator<AuditEntry> {
    const call = this.client.adminExportAuditEntries(toContractJson(filter));
    try {
      for await (const pb of call as AsyncIterable<identityPb.ContractJson>) yield fromContractJson(auditEntrySchema, pb, 'An audit entry', 'answer');
    } catch (error) {
      throw GrpcCallError.from(error);
    } finally {
      call.cancel();
    }
  }
}

function definedFields(address: Partial<UserAddress>): Partial<UserAddress> {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined));
}
