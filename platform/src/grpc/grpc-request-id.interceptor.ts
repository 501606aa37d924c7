import { InterceptingCall, type Interceptor } from '@grpc/grpc-js';
import { REQUEST_ID_HEADER, currentRequestId } from '../logging/request-context';

/** Passes the current request id on in `x-request-id`, so one id follows a request across services. */
export const requestIdInterceptor: Interceptor = (options, nextCall) => {
  // Read now: the interceptor runs synchronously inside the caller's request context.
  const requestId = currentRequestId();
  return new InterceptingCall(nextCall(options), {
    start: (metadata, listener, next) => {
      if (!requestId || metadata.get(REQUEST_ID_HEADER).length > 0) return next(metadata, listener);
      const withId = metadata.clone(); // the caller may reuse its Metadata for other requests
      withId.set(REQUEST_ID_HEADER, requestId);
      next(withId, listener);
    },
  });
};
