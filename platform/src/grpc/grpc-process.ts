import type { JSONWebKeySet } from 'jose';
import { createAccessTokenVerifier, type AccessTokenVerifier } from '../auth/access-token-verifier';
import { loadServiceTokenSecret } from '../auth/service-token-secret';
import { rejectingRevokedSessions, type SessionRevocations } from '../auth/session-revocations';
import { createServiceTokens, type ServiceTokens } from '../auth/service-tokens';
import type { Config } from '../config/config.schema';
import { readGrpcTls, type GrpcTls } from './grpc-tls';

/** How a process of the shop appears to the others over gRPC, and how it checks who calls it. */
export interface GrpcProcessIdentity {
  /** `gateway`, `orders`...: the `sub` of its service tokens. */
  name: string;
  serviceTokens: ServiceTokens;
  /** Verifies users' access tokens with identity's keys; needed by a process that serves gRPC. */
  accessTokens?: AccessTokenVerifier;
  /** Mutual TLS when configured; plain connections otherwise. */
  tls?: GrpcTls;
}

let configured: GrpcProcessIdentity | undefined;

/**
 * Set once at start (by runServiceProcess, and by the gateway when a service is remote):
 * gRPC clients and servers created afterwards use it unless given one of their own.
 */
export function configureGrpcProcess(identity: GrpcProcessIdentity | undefined): void {
  configured = identity;
}

export function grpcProcessIdentity(): GrpcProcessIdentity | undefined {
  return configured;
}

type IdentitySettings = Pick<Config, 'SERVICE_TOKEN_SECRET' | 'DATA_DIR' | 'GRPC_TLS_CERT' | 'GRPC_TLS_KEY' | 'GRPC_TLS_CA'>;

/**
 * The identity the configuration describes: service tokens from SERVICE_TOKEN_SECRET (else the
 * secret kept under DATA_DIR), mutual TLS from GRPC_TLS_*, and, given `jwks`, access-token checks
 * against identity's keys (loaded lazily, reloaded for an unknown key id) that refuse, given
 * `revocations`, the tokens of sessions signed out or ended by identity, as the gateway does.
 */
export async function grpcProcessIdentityFrom(
  config: IdentitySettings,
  options: { name: string; jwks?: () => Promise<JSONWebKeySet>; revocations?: Pick<SessionRevocations, 'isRevoked'> },
): Promise<GrpcProcessIdentity> {
  const serviceTokens = createServiceTokens({ name: options.name, secret: await loadServiceTokenSecret(config) });
  const tls = await readGrpcTls(config);
  const verify = options.jwks ? createAccessTokenVerifier(options.jwks) : undefined;
  return {
    name: options.name,
    serviceTokens,
    ...(verify ? { accessTokens: options.revocations ? rejectingRevokedSessions(verify, options.revocations) : verify } : {}),
    ...(tls ? { tls } : {}),
  };
}
