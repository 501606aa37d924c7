import type { JSONWebKeySet, JWK } from 'jose';
import { identityPb } from '@shop/proto';
import type { Logger } from '../logging/logger';
import { createGrpcClient, unary } from '../grpc/grpc-client';
import type { GrpcProcessIdentity } from '../grpc/grpc-process';

export interface IdentityKeySource {
  /** identity's public keys, asked for over gRPC (GetJwks). */
  load(): Promise<JSONWebKeySet>;
  close(): void;
}

/**
 * identity's published keys, fetched over gRPC when first needed (the client is made then, with
 * the process identity as it is by that time). Caching and reloading are the verifier's job.
 */
export function identityKeysOverGrpc(options: {
  /** Where identity answers, asked when the keys are first needed. */
  url: () => string;
  identity: () => GrpcProcessIdentity | undefined;
  logger: Logger;
}): IdentityKeySource {
  let client: identityPb.IdentityClient | undefined;
  const connect = () => {
    const identity = options.identity();
    return createGrpcClient(identityPb.IdentityClient, options.url(), { idempotent: ['getJwks'], ...(identity ? { identity } : {}) });
  };
  return {
    async load() {
      client ??= connect();
      const reply = await unary(client, 'getJwks', {});
      return { keys: reply.keys.map(jwkFromPb) };
    },
    close: () => client?.close(),
  };
}

/** A key as jose reads it: the fields proto leaves unset are left out. */
function jwkFromPb(key: identityPb.Jwk): JWK {
  return Object.fromEntries(Object.entries(key).filter(([, value]) => value !== undefined && value !== '')) as JWK;
}
