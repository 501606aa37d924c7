import {
  Metadata,
  makeGenericClientConstructor,
  status as Status,
  type ChannelCredentials,
  type Client,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { GrpcCallError } from './grpc-errors';
import { grpcTarget } from './grpc-client';
import { grpcProcessIdentity, type GrpcProcessIdentity } from './grpc-process';
import { channelCredentialsFor } from './grpc-tls';

export type HealthStatus = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN';

interface HealthClient extends Client {
  check(
    request: { service: string },
    metadata: Metadata,
    options: { deadline: number },
    callback: (error: ServiceError | null, response?: { status?: string }) => void,
  ): void;
}

// grpc-health-check ships a proto-loader definition; it has the shape grpc-js expects.
const HealthClientConstructor = makeGenericClientConstructor(
  healthService as unknown as ServiceDefinition,
  'grpc.health.v1.Health',
) as unknown as new (address: string, creds: ChannelCredentials) => HealthClient;

/**
 * Asks a server's standard health service about `service` ('' = the whole server). Returns its
 * status (UNKNOWN also for a name the server does not know); throws a GrpcCallError when the
 * server cannot be reached within `deadlineMs`. Connects with the process identity's
 * certificate when mutual TLS is on.
 */
export function checkHealth(
  url: string,
  service = '',
  { deadlineMs = 1000, identity = grpcProcessIdentity() }: { deadlineMs?: number; identity?: GrpcProcessIdentity } = {},
): Promise<HealthStatus> {
  const client = new HealthClientConstructor(grpcTarget(url), channelCredentialsFor(identity?.tls));
  return new Promise<HealthStatus>((resolve, reject) => {
    client.check({ service }, new Metadata(), { deadline: Date.now() + deadlineMs }, (error, response) => {
      if (error?.code === Status.NOT_FOUND) resolve('UNKNOWN');
      else if (error) reject(GrpcCallError.from(error));
      else if (response?.status === 'SERVING' || response?.status === 'NOT_SERVING') resolve(response.status);
      else resolve('UNKNOWN');
    });
  }).finally(() => client.close());
}
