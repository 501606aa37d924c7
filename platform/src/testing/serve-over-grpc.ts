// Test support: a service's API behind its real gRPC server, reached through a client that
// presents the calling process's service token, as another process of the shop reaches it.
import type { GrpcProcessIdentity } from '../grpc/grpc-process';
import { startGrpcServer, type GrpcServiceRegistration } from '../grpc/grpc-server';
import { createTestCallers, type TestCallers, type TestUser } from '../grpc/testing/test-callers';
import { createLogger, type Logger } from '../logging/logger';
import { runWithRequestContext } from '../logging/request-context';

export interface GrpcServing<Api, Client> {
  /** The served service (`identity`): its server checks callers as this process. */
  service: string;
  /** The calling process (`orders`, `gateway`): the client presents its service token. */
  caller: string;
  grpcService(api: Api): GrpcServiceRegistration;
  connect(address: string, identity: GrpcProcessIdentity): Client;
  /** The keys and secret of the test's shop; new ones unless given. */
  callers?: TestCallers;
  logger?: Logger;
}

export interface ServedOverGrpc<Client> {
  client: Client;
  callers: TestCallers;
  /** Runs work on behalf of the user: their access token travels with each call it makes. */
  asUser<T>(user: TestUser, work: () => Promise<T>): Promise<T>;
  /** Closes the client, then stops the server. */
  close(): Promise<void>;
}

export async function serveOverGrpc<Api, Client extends { close(): void }>(api: Api, serving: GrpcServing<Api, Client>): Promise<ServedOverGrpc<Client>> {
  const callers = serving.callers ?? (await createTestCallers());
  const server = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [serving.grpcService(api)],
    logger: serving.logger ?? createLogger({ service: `${serving.service}-test`, level: 'silent' }),
    serviceName: serving.service,
    identity: callers.identity(serving.service),
  });
  const client = serving.connect(`127.0.0.1:${server.port}`, callers.identity(serving.caller));
  return {
    client,
    callers,
    asUser: async (user, work) => runWithRequestContext({ requestId: `as-${user.userId}`, callerToken: await callers.userToken(user) }, work),
    close: async () => {
      client.close();
      await server.stop({ graceMs: 100 });
    },
  };
}
