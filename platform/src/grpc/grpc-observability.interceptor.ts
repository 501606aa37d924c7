import { context } from '@opentelemetry/api';
import { InterceptingCall, type Interceptor } from '@grpc/grpc-js';
import { observeClientCall } from '../observability/grpc-observation';
import { traceHeaders } from '../observability/tracing';

/**
 * Measures each call as the caller sees it (retries included: put it first) and traces it: a
 * client span, child of the caller's active span, whose context travels in `traceparent`.
 */
export const observabilityInterceptor: Interceptor = (options, nextCall) => {
  // Read now: the interceptor runs synchronously inside the caller's context.
  const observation = observeClientCall(options.method_definition.path, context.active());
  return new InterceptingCall(nextCall(options), {
    start: (metadata, listener, next) => {
      const headers = traceHeaders(observation.context);
      let outgoing = metadata;
      if (headers.traceparent) {
        outgoing = metadata.clone(); // the caller may reuse its Metadata for other requests
        outgoing.set('traceparent', headers.traceparent);
        if (headers.tracestate) outgoing.set('tracestate', headers.tracestate);
      }
      next(outgoing, {
        onReceiveStatus: (status, nextStatus) => {
          observation.end(status.code, status.details);
          nextStatus(status);
        },
      });
    },
  });
};
