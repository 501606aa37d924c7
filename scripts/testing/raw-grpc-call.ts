// Test support: a gRPC call exactly as an outsider can make it — any method, any metadata, no
// shop client in between (no service token, no retries, no decoding of errors).
import { Client, Metadata, credentials, status as Status, type MethodDefinition, type ServiceError } from '@grpc/grpc-js';

export interface CallOutcome {
  code: Status;
  details: string;
  /** The reply (unary), or every message received (server streaming); absent on failure. */
  reply?: unknown;
}

/** What a call presents: a user's access token and/or a service token. */
export interface Presented {
  bearer?: string;
  serviceToken?: string;
}

export function metadataOf(presented: Presented): Metadata {
  const metadata = new Metadata();
  if (presented.bearer !== undefined) metadata.set('authorization', `Bearer ${presented.bearer}`);
  if (presented.serviceToken !== undefined) metadata.set('x-service-token', presented.serviceToken);
  return metadata;
}

export function rawClient(target: string): Client {
  return new Client(target, credentials.createInsecure());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMethod = MethodDefinition<any, any>;

/** Calls `method` with `request`; a request given as a Buffer is sent as these bytes. */
export function callRaw(client: Client, method: AnyMethod, request: unknown, presented: Presented, deadlineMs = 20_000): Promise<CallOutcome> {
  const serialize: (value: unknown) => Buffer = Buffer.isBuffer(request) ? (bytes) => bytes as Buffer : method.requestSerialize;
  const options = { deadline: Date.now() + deadlineMs };
  const metadata = metadataOf(presented);
  if (method.responseStream) {
    return new Promise((resolve) => {
      const received: unknown[] = [];
      const stream = client.makeServerStreamRequest(method.path, serialize, method.responseDeserialize, request, metadata, options);
      stream.on('data', (message: unknown) => received.push(message));
      stream.on('error', () => undefined); // the final status below says the same
      stream.on('status', ({ code, details }: { code: Status; details: string }) =>
        resolve(code === Status.OK ? { code, details, reply: received } : { code, details }),
      );
    });
  }
  return new Promise((resolve) => {
    client.makeUnaryRequest(method.path, serialize, method.responseDeserialize, request, metadata, options, (error: ServiceError | null, reply?: unknown) =>
      resolve(error ? { code: error.code, details: error.details } : { code: Status.OK, details: '', reply }),
    );
  });
}

/** The method's request with every field at its default, then `fields` over it. */
export function requestOf(method: AnyMethod, fields: object = {}): unknown {
  return { ...(method.requestDeserialize(Buffer.alloc(0)) as object), ...fields };
}
