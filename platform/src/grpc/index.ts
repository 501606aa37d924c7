// gRPC kit for the distributed topology: server with health, request ids, logging and error
// mapping; clients with deadlines, retries for idempotent methods and decoded errors.
export { startGrpcServer, serviceNameOf } from './grpc-server';
export type {
  GrpcServiceRegistration,
  RunningGrpcServer,
  StartGrpcServerOptions,
  StopGrpcServerOptions,
} from './grpc-server';
export { createGrpcClient, grpcTarget, unary } from './grpc-client';
export type {
  GrpcClientConstructor,
  GrpcClientOptions,
  UnaryCallOptions,
  UnaryMethodName,
  UnaryRequest,
  UnaryResponse,
} from './grpc-client';
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
