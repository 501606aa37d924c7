import type { IdentityApi } from '@shop/identity';

/** Remote service clients load gRPC only when a service is configured as remote. */
export async function grpcHealthCheck(url: string): Promise<void> {
  const { checkHealth } = await import('@shop/platform/grpc');
  const status = await checkHealth(url);
  if (status !== 'SERVING') throw new Error(`service reports ${status}`);
}

export async function remoteIdentity(url: string): Promise<IdentityApi & { close(): void }> {
  const { GrpcIdentityApi } = await import('@shop/identity/grpc-client');
  return new GrpcIdentityApi(url);
}
