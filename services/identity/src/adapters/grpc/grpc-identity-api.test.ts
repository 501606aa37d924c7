import { createLogger } from '@shop/platform';
import { callingAs } from '@shop/platform/contracts';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import { describe } from 'vitest';
import { identityApiContract } from '../../testing/contract/identity-api.contract';
import { identityCallers } from '../../testing/identity-grpc-callers';
import { startTestIdentity } from '../../testing/identity-test-kit';
import { GrpcIdentityApi } from './grpc-identity-api';
import { identityGrpcService } from './identity.grpc-server';

describe('IdentityApi over gRPC', () =>
  identityApiContract(async () => {
    const service = await startTestIdentity();
    const callers = await createTestCallers();
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [identityGrpcService(service.api)],
      logger: createLogger({ service: 'identity-test', level: 'silent' }),
      serviceName: 'identity',
      identity: callers.identity('identity'),
    });
    // As the gateway calls it: its own service token, and the signed-in user's token per call.
    const client = new GrpcIdentityApi(`127.0.0.1:${server.port}`, { identity: callers.identity('gateway') });
    const roleOf = async (userId: string) => (await service.api.getUser(userId)).role;
    return {
      api: callingAs(client, callers, identityCallers(roleOf)),
      clock: service.clock,
      close: async () => {
        client.close();
        await server.stop({ graceMs: 1000 });
        await service.close();
      },
    };
  }));
