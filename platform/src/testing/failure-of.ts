// Test support for contract suites: a failed call read the same way in process and over gRPC.
import { AppError, type FieldError } from '@shop/domain';
import { GrpcCallError } from '../grpc/grpc-errors';
import { ERROR_KINDS } from '../grpc/grpc-status';

export interface Failure {
  kind: string;
  message: string;
  errors?: FieldError[];
}

/** What a call failed with, the same whichever side of gRPC it came from. */
export async function failureOf(call: Promise<unknown>): Promise<Failure> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (error instanceof AppError) return { kind: error.kind, message: error.message, errors: error.errors };
  if (error instanceof GrpcCallError) {
    const kind = Object.entries(ERROR_KINDS).find(([, to]) => to.grpc === error.code && to.http === error.httpStatus)?.[0];
    return { kind: kind ?? `grpc-${error.code}`, message: error.message, errors: error.errors };
  }
  throw error;
}
