// gRPC kit for the distributed topology: server with health, request ids, logging, error
// mapping and caller checks (tokens, access rule per method, mutual TLS); clients with
// deadlines, retries for idempotent methods, the caller's tokens and decoded errors.
export { accessTableProblems, startGrpcServer, serviceNameOf } from './grpc-server';
export type {
  GrpcServiceRegistration,
  RunningGrpcServer,
  StartGrpcServerOptions,
  StopGrpcServerOptions,
} from './grpc-server';
export { createGrpcClient, grpcTarget, unary } from './grpc-client';
export { GrpcApiClient } from './grpc-api-client';
export type {
  GrpcClientConstructor,
  GrpcClientOptions,
  UnaryCallOptions,
  UnaryMethodName,
  UnaryRequest,
  UnaryResponse,
} from './grpc-client';
export { observabilityInterceptor } from './grpc-observability.interceptor';
export { checkHealth } from './grpc-health';
export type { HealthStatus } from './grpc-health';
export { FIELD_ERRORS_TRAILER, GrpcCallError, HTTP_STATUS_TRAILER, toServiceStatus } from './grpc-errors';
export type { FieldError, ServiceStatus } from './grpc-errors';
export {
  ERROR_KINDS,
  HTTP_STATUS_BY_GRPC,
  Status,
  grpcStatusFromHttp,
  grpcStatusName,
  httpStatusFromGrpc,
  isErrorKind,
  isGrpcStatus,
} from './grpc-status';
export type { ErrorKind } from './grpc-status';
export { APP_ERROR_TRAILER, fromGrpcError, toGrpcError } from './app-error-trailer';
export {
  AUTHORIZATION_HEADER,
  CALLER_MESSAGES,
  GRPC_ACCESS_KINDS,
  SERVICE_TOKEN_HEADER,
  callerActor,
  callerAccount,
  currentCaller,
} from './grpc-caller';
export type { GrpcAccess, GrpcAccessTable, VerifiedCaller, VerifiedUser } from './grpc-caller';
export { configureGrpcProcess, grpcProcessIdentity, grpcProcessIdentityFrom } from './grpc-process';
export type { GrpcProcessIdentity } from './grpc-process';
export { channelCredentialsFor, readGrpcTls, serverCredentialsFor } from './grpc-tls';
export type { GrpcTls } from './grpc-tls';
export { fromContractJson, toContractJson } from './contract-json';
export type { ContractJson } from './contract-json';
