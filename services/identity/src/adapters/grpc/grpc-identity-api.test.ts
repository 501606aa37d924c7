import { createLogger } from '@shop/platform';
import { startGrpcServer } from '@shop/platform/grpc';
import { describe } from 'vitest';
import { identityApiContract } from '../../api/identity-api.contract';
import { startTestIdentity } from '../../testing/identity-test-kit';
import { GrpcIdentityApi } from './grpc-identity-api';
import { identityGrpcService } from './identity.grpc-server';

describe('IdentityApi over gRPC', () =>
  identityApiContract(async () => {
    const service = await startTestIdentity();
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [identityGrpcService(service.api)],
      logger: createLogger({ service: 'identity-test', level: 'silent' }),
      serviceName: 'identity',
    });
    const api = new GrpcIdentityApi(`127.0.0.1:${server.port}`);
    return {
      api,
      clock: service.clock,
      close: async () => {
        api.close();
        await server.stop({ graceMs: 1000 });
        await service.close();
      },
    };
  }));
