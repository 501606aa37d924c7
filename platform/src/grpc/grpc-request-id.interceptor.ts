import { InterceptingCall, type Interceptor } from '@grpc/grpc-js';
import { CLIENT_ADDRESS_HEADER, REQUEST_ID_HEADER, currentRequestId, currentRequestOrigin } from '../logging/request-context';

/**
 * Passes the current request id on in `x-request-id`, so one id follows a request across
 * services, and the client's address the gateway saw in `x-client-address` (a service believes
 * it only from a caller that holds a verified service token).
 */
export const requestIdInterceptor: Interceptor = (options, nextCall) => {
  // Read now: the interceptor runs synchronously inside the caller's request context.
  const requestId = currentRequestId();
  const clientAddress = currentRequestOrigin()?.clientAddress;
  return new InterceptingCall(nextCall(options), {
    start: (metadata, listener, next) => {
      const setId = requestId !== undefined && metadata.get(REQUEST_ID_HEADER).length === 0;
      const setAddress = clientAddress !== undefined && metadata.get(CLIENT_ADDRESS_HEADER).length === 0;
      if (!setId && !setAddress) return next(metadata, listener);
      const outgoing = metadata.clone(); // the caller may reuse its Metadata for other requests
      if (setId) outgoing.set(REQUEST_ID_HEADER, requestId);
      if (setAddress) outgoing.set(CLIENT_ADDRESS_HEADER, clientAddress);
      next(outgoing, listener);
    },
  });
};
