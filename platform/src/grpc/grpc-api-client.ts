import type { Client } from '@grpc/grpc-js';

/**
 * The base of a service's API over gRPC: it holds the generated client (made with
 * createGrpcClient, at the subclass, where its call policy is read) and closes it with the
 * adapter. Subclasses map each API call to its rpc.
 */
export abstract class GrpcApiClient<C extends Client> {
  constructor(protected readonly client: C) {}

  close(): void {
    this.client.close();
  }
}
