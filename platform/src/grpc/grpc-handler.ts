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
import { context as otelContext } from '@opentelemetry/api';
import type { Logger } from '../logging/logger';
import { observeServerCall, type CallObservation } from '../observability/grpc-observation';
import {
  CLIENT_ADDRESS_HEADER,
  REQUEST_ID_HEADER,
  clientAddressFrom,
  requestIdFrom,
  runWithRequestContext,
  type RequestContext,
  type RequestOrigin,
} from '../logging/request-context';
import { runAsCaller, type AdmittedCall } from './grpc-caller';
import { toGrpcError } from './app-error-trailer';
import { toServiceStatus } from './grpc-errors';
import { Status, grpcStatusName } from './grpc-status';

// Client-streaming calls share the surface used here (metadata) with unary ones.
type CallbackHandler = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => unknown;
type StreamHandler = (call: ServerWritableStream<unknown, unknown>) => unknown;

/** Decides whether a call to the method may run, and as whom; throws to refuse it. */
export type CallAdmission = (methodName: string, metadata: Metadata) => Promise<AdmittedCall>;

/**
 * Wraps every method of an implementation so that each call runs in its request context
 * (id from `x-request-id`, else a new one) as its verified caller, once `admit` let it in;
 * is logged once with its status and duration; and turns whatever the handler throws,
 * rejects or passes to its callback into a proper status.
 */
export function instrumentImplementation(
  definition: ServiceDefinition,
  implementation: UntypedServiceImplementation,
  logger: Logger,
  admit: CallAdmission,
): UntypedServiceImplementation {
  const wrapped: UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(definition)) {
    const handler = implementation[name];
    if (!handler) continue; // grpc-js answers UNIMPLEMENTED for it
    const admitCall = (metadata: Metadata) => admit(name, metadata);
    wrapped[name] = method.responseStream
      ? wrapStreamHandler(method, handler as unknown as StreamHandler, logger, admitCall)
      : wrapCallbackHandler(method, handler as unknown as CallbackHandler, logger, admitCall);
  }
  return wrapped;
}

function requestContextOf(call: { metadata: Metadata }): RequestContext {
  return { requestId: requestIdFrom(call.metadata.get(REQUEST_ID_HEADER)[0]) };
}

/**
 * The request's origin as a shop service passed it on (request id, client address): believed
 * only once the caller's service token verified, so a user calling a service directly cannot
 * write an address of their choosing into the audit trail.
 */
function originOf(metadata: Metadata, requestId: string): RequestOrigin {
  const values = metadata.get(CLIENT_ADDRESS_HEADER);
  const clientAddress = values.length === 1 ? clientAddressFrom(values[0]) : undefined;
  return clientAddress ? { requestId, clientAddress } : { requestId };
}

/** The call's span (continuing the caller's trace) and its metrics. */
function observe(method: MethodDefinition<unknown, unknown>, call: { metadata: Metadata }, context: RequestContext): CallObservation {
  return observeServerCall(method.path, (key) => call.metadata.get(key)[0], context.requestId);
}

/**
 * Runs `work` as the admitted caller. The tokens are checked in the request context without a
 * caller token (a key lookup must not present what is being checked); once verified, the
 * user's token joins the context so the calls the handler makes carry it onward.
 */
function runAdmitted(
  context: RequestContext,
  metadata: Metadata,
  admit: (metadata: Metadata) => Promise<AdmittedCall>,
  work: () => unknown,
  refuse: (error: unknown) => void,
): void {
  runWithRequestContext(context, () => {
    admit(metadata).then((admitted) => {
      if (admitted.userToken) context.callerToken = admitted.userToken;
      if (admitted.caller.service) context.origin = originOf(metadata, context.requestId);
      runAsCaller(admitted.caller, () => {
        try {
          const result = work();
          // Async handlers are common; a rejection must not become an unhandled one.
          if (isPromiseLike(result)) result.then(undefined, refuse);
        } catch (error) {
          refuse(error);
        }
      });
      // A refusal crosses as an AppError, so gRPC clients rethrow the kind the gateway maps.
    }, (error: unknown) => refuse(toGrpcError(error)));
  });
}

/** Unary and client-streaming methods: both answer through a callback. */
function wrapCallbackHandler(
  method: MethodDefinition<unknown, unknown>,
  handler: CallbackHandler,
  logger: Logger,
  admit: (metadata: Metadata) => Promise<AdmittedCall>,
): UntypedHandleCall {
  const wrapped: CallbackHandler = (call, callback) => {
    const context = requestContextOf(call);
    const observation = observe(method, call, context);
    const started = performance.now();
    let answered = false;

    // Wider than sendUnaryData: it also takes whatever a handler threw or rejected with.
    const respond = (error: unknown, value?: unknown, trailer?: Metadata, flags?: number) => {
      if (answered) return; // a handler that both throws and calls back answers once
      answered = true;
      const durationMs = Math.round(performance.now() - started);
      if (!error) {
        observation.end(Status.OK);
        runWithRequestContext(context, () =>
          logger.info({ method: method.path, code: 'OK', durationMs }, 'grpc call'),
        );
        callback(null, value, trailer, flags);
        return;
      }
      const status = toServiceStatus(toGrpcError(error)); // an AppError crosses whole, kind and details
      observation.end(status.code, status.details);
      runWithRequestContext(context, () => {
        const fields = { method: method.path, code: grpcStatusName(status.code), durationMs };
        if (status.internal) logger.error({ ...fields, err: error }, 'grpc call failed');
        else if (status.code === Status.UNAVAILABLE || status.code === Status.DEADLINE_EXCEEDED) {
          logger.warn({ ...fields, details: status.details }, 'grpc call');
        } else logger.info({ ...fields, details: status.details }, 'grpc call');
      });
      callback({ code: status.code, details: status.details, metadata: status.metadata });
    };

    otelContext.with(observation.context, () =>
      runAdmitted(context, call.metadata, admit, () => handler(call, respond), (error) => respond(error)),
    );
  };
  return wrapped as unknown as UntypedHandleCall;
}

/** Server-streaming and bidi methods: context, caller, errors, one log line. */
function wrapStreamHandler(
  method: MethodDefinition<unknown, unknown>,
  handler: StreamHandler,
  logger: Logger,
  admit: (metadata: Metadata) => Promise<AdmittedCall>,
): UntypedHandleCall {
  const wrapped: StreamHandler = (call) => {
    const context = requestContextOf(call);
    const observation = observe(method, call, context);
    call.once('finish', () => observation.end(Status.OK));
    call.once('cancelled', () => observation.end(Status.CANCELLED));
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      const status = toServiceStatus(toGrpcError(error)); // an AppError crosses whole, kind and details
      observation.end(status.code, status.details);
      runWithRequestContext(context, () => {
        const fields = { method: method.path, code: grpcStatusName(status.code) };
        if (status.internal) logger.error({ ...fields, err: error }, 'grpc stream failed');
        else logger.info({ ...fields, details: status.details }, 'grpc stream failed');
      });
      call.emit('error', { code: status.code, details: status.details, metadata: status.metadata });
    };
    otelContext.with(observation.context, () =>
      runAdmitted(
        context,
        call.metadata,
        admit,
        () => {
          logger.info({ method: method.path }, 'grpc stream');
          return handler(call);
        },
        fail,
      ),
    );
  };
  return wrapped as unknown as UntypedHandleCall;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
