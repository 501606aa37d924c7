import type {
  Metadata,
  MethodDefinition,
  ServerUnaryCall,
  ServerWritableStream,
  ServiceDefinition,
  UntypedHandleCall,
  UntypedServiceImplementation,
  sendUnaryData,
} from '@grpc/grpc-js';
import type { Logger } from '../logging/logger';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestContext } from '../logging/request-context';
import { toServiceStatus } from './grpc-errors';
import { Status, grpcStatusName } from './grpc-status';

// Client-streaming calls share the surface used here (metadata) with unary ones.
type CallbackHandler = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => unknown;
type StreamHandler = (call: ServerWritableStream<unknown, unknown>) => unknown;

/**
 * Wraps every method of an implementation so that each call runs in its request context
 * (id from `x-request-id`, else a new one), is logged once with its status and duration, and
 * turns whatever the handler throws, rejects or passes to its callback into a proper status.
 */
export function instrumentImplementation(
  definition: ServiceDefinition,
  implementation: UntypedServiceImplementation,
  logger: Logger,
): UntypedServiceImplementation {
  const wrapped: UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(definition)) {
    const handler = implementation[name];
    if (!handler) continue; // grpc-js answers UNIMPLEMENTED for it
    wrapped[name] = method.responseStream
      ? wrapStreamHandler(method, handler as unknown as StreamHandler, logger)
      : wrapCallbackHandler(method, handler as unknown as CallbackHandler, logger);
  }
  return wrapped;
}

function requestContextOf(call: { metadata: ServerUnaryCall<unknown, unknown>['metadata'] }) {
  return { requestId: requestIdFrom(call.metadata.get(REQUEST_ID_HEADER)[0]) };
}

/** Unary and client-streaming methods: both answer through a callback. */
function wrapCallbackHandler(
  method: MethodDefinition<unknown, unknown>,
  handler: CallbackHandler,
  logger: Logger,
): UntypedHandleCall {
  const wrapped: CallbackHandler = (call, callback) => {
    const context = requestContextOf(call);
    const started = performance.now();
    let answered = false;

    // Wider than sendUnaryData: it also takes whatever a handler threw or rejected with.
    const respond = (error: unknown, value?: unknown, trailer?: Metadata, flags?: number) => {
      if (answered) return; // a handler that both throws and calls back answers once
      answered = true;
      const durationMs = Math.round(performance.now() - started);
      if (!error) {
        runWithRequestContext(context, () =>
          logger.info({ method: method.path, code: 'OK', durationMs }, 'grpc call'),
        );
        callback(null, value, trailer, flags);
        return;
      }
      const status = toServiceStatus(error);
      runWithRequestContext(context, () => {
        const fields = { method: method.path, code: grpcStatusName(status.code), durationMs };
        if (status.internal) logger.error({ ...fields, err: error }, 'grpc call failed');
        else if (status.code === Status.UNAVAILABLE || status.code === Status.DEADLINE_EXCEEDED) {
          logger.warn({ ...fields, details: status.details }, 'grpc call');
        } else logger.info({ ...fields, details: status.details }, 'grpc call');
      });
      callback({ code: status.code, details: status.details, metadata: status.metadata });
    };

    runWithRequestContext(context, () => {
      try {
        const result = handler(call, respond);
        // Async handlers are common; a rejection must not become an unhandled one.
        if (isPromiseLike(result)) result.then(undefined, (error: unknown) => respond(error));
      } catch (error) {
        respond(error);
      }
    });
  };
  return wrapped as unknown as UntypedHandleCall;
}

/** Server-streaming and bidi methods (none in our protos yet): context, errors, one log line. */
function wrapStreamHandler(
  method: MethodDefinition<unknown, unknown>,
  handler: StreamHandler,
  logger: Logger,
): UntypedHandleCall {
  const wrapped: StreamHandler = (call) => {
    const context = requestContextOf(call);
    const fail = (error: unknown) => {
      const status = toServiceStatus(error);
      runWithRequestContext(context, () =>
        logger.error({ method: method.path, code: grpcStatusName(status.code), err: error }, 'grpc stream failed'),
      );
      call.emit('error', { code: status.code, details: status.details, metadata: status.metadata });
    };
    runWithRequestContext(context, () => {
      logger.info({ method: method.path }, 'grpc stream');
      try {
        const result = handler(call);
        if (isPromiseLike(result)) result.then(undefined, fail);
      } catch (error) {
        fail(error);
      }
    });
  };
  return wrapped as unknown as UntypedHandleCall;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
