import {
  Metadata,
  status as Status,
  type CallOptions,
  type ChannelCredentials,
  type ChannelOptions,
  type Client,
  type ClientOptions,
  type ClientUnaryCall,
  type ServiceError,
} from '@grpc/grpc-js';
import { callerInterceptor } from './grpc-caller.interceptor';
import { GrpcCallError } from './grpc-errors';
import { fromGrpcError } from './app-error-trailer';
import { grpcProcessIdentity, type GrpcProcessIdentity } from './grpc-process';
import { observabilityInterceptor } from './grpc-observability.interceptor';
import { requestIdInterceptor } from './grpc-request-id.interceptor';
import { retryInterceptor, type CallPolicy } from './grpc-retry.interceptor';
import { channelCredentialsFor } from './grpc-tls';

export interface GrpcClientOptions {
  /** Deadline of each attempt when a call sets none. Default 5000 ms. */
  deadlineMs?: number;
  /**
   * Methods that are safe to repeat, by rpc name (`GetProduct` or `getProduct`) or full path;
   * `true` for all. Only these are retried, on UNAVAILABLE and DEADLINE_EXCEEDED. Default none.
   */
  idempotent?: boolean | readonly string[];
  /** Extra attempts for idempotent methods. Default 2. */
  retries?: number;
  /** First pause between attempts, doubling. Default 100 ms, capped at `maxBackoffMs` (2000). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /**
   * Who this process is to the server: its service token on every call, and its certificate
   * when mutual TLS is on. Defaults to the process identity configured when the client is made.
   */
  identity?: GrpcProcessIdentity;
  /** Default: mutual TLS when the identity has certificates, else a plain connection. */
  credentials?: ChannelCredentials;
  channelOptions?: ChannelOptions;
}

/** The shape of generated client classes (`CatalogClient`). */
export type GrpcClientConstructor<C extends Client> = new (
  address: string,
  credentials: ChannelCredentials,
  options?: Partial<ClientOptions>,
) => C;

/** `grpc://host:port` or `http://host:port/` → `host:port`; other gRPC targets pass unchanged. */
export function grpcTarget(url: string): string {
  const match = /^(?:grpc|https?):\/\/([^/]+)\/?$/.exec(url.trim());
  return match?.[1] ?? url.trim();
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function idempotencyCheck(idempotent: GrpcClientOptions['idempotent']): (path: string) => boolean {
  if (idempotent === true) return () => true;
  if (!idempotent) return () => false;
  const names = new Set(idempotent.map((name) => (name.startsWith('/') ? name : lowerFirst(name))));
  return (path) => names.has(path) || names.has(lowerFirst(path.slice(path.lastIndexOf('/') + 1)));
}

/**
 * A generated client with the shop's call policy: default deadline, request id and caller
 * passed on (the user's verified token, this process's service token), retries for idempotent
 * methods only. Interceptors passed per call replace these (grpc-js rule).
 */
export function createGrpcClient<C extends Client>(
  ClientConstructor: GrpcClientConstructor<C>,
  url: string,
  options: GrpcClientOptions = {},
): C {
  const policy: CallPolicy = {
    deadlineMs: options.deadlineMs ?? 5000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 100,
    maxBackoffMs: options.maxBackoffMs ?? 2000,
    isIdempotent: idempotencyCheck(options.idempotent),
  };
  const identity = options.identity ?? grpcProcessIdentity();
  return new ClientConstructor(grpcTarget(url), options.credentials ?? channelCredentialsFor(identity?.tls), {
    ...options.channelOptions,
    // The caller is added before the retries, so every attempt presents the same tokens; the
    // observation comes first, so it measures and traces the call as its caller sees it.
    interceptors: [observabilityInterceptor, requestIdInterceptor, callerInterceptor(identity), retryInterceptor(policy)],
  });
}

// Generated clients overload each method; inference reads the last, full overload.
type UnaryCallback<Res> = (error: ServiceError | null, response: Res) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UnaryMethod<Req = any, Res = any> = (
  request: Req,
  metadata: Metadata,
  options: Partial<CallOptions>,
  callback: UnaryCallback<Res>,
) => ClientUnaryCall;

export type UnaryMethodName<C> = {
  [K in keyof C]: C[K] extends UnaryMethod ? K : never;
}[keyof C] &
  string;
export type UnaryRequest<M> = M extends UnaryMethod<infer Req, unknown> ? Req : never;
export type UnaryResponse<M> = M extends UnaryMethod<never, infer Res> ? Res : never;

export interface UnaryCallOptions {
  metadata?: Metadata;
  /** Overall deadline for this call, retries included (replaces the per-attempt default). */
  deadlineMs?: number;
  /** Cancels the call, e.g. when the HTTP client goes away. */
  signal?: AbortSignal;
}

/**
 * Awaitable unary call: `await unary(catalog, 'getProduct', { id })`; fails with the AppError the
 * service threw (its kind and details), else a GrpcCallError.
 */
export function unary<C extends Client, M extends UnaryMethodName<C>>(
  client: C,
  method: M,
  request: UnaryRequest<C[M]>,
  options: UnaryCallOptions = {},
): Promise<UnaryResponse<C[M]>> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(GrpcCallError.from({ code: Status.CANCELLED, details: 'Cancelled on client' }));
      return;
    }
    const callOptions: Partial<CallOptions> =
      options.deadlineMs === undefined ? {} : { deadline: Date.now() + options.deadlineMs };
    const call = (client[method] as UnaryMethod).call(
      client,
      request,
      options.metadata ?? new Metadata(),
      callOptions,
      (error, response) => {
        options.signal?.removeEventListener('abort', cancel);
        if (error) reject(fromGrpcError(error));
        else resolve(response as UnaryResponse<C[M]>);
      },
    );
    function cancel() {
      call.cancel();
    }
    options.signal?.addEventListener('abort', cancel, { once: true });
  });
}
