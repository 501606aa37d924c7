import { InterceptingCall, Metadata, status as Status, type Interceptor } from '@grpc/grpc-js';
import { currentCallerToken } from '../logging/request-context';
import { AUTHORIZATION_HEADER, SERVICE_TOKEN_HEADER } from './grpc-caller';
import type { GrpcProcessIdentity } from './grpc-process';

/**
 * Presents the caller on every call: the user's verified token of the current request
 * (`authorization: Bearer`), and this process's own service token (`x-service-token`).
 * Metadata the caller set itself is left as it is.
 */
export function callerInterceptor(identity: GrpcProcessIdentity | undefined): Interceptor {
  return (options, nextCall) => {
    // Read now: the interceptor runs synchronously inside the caller's request context.
    const callerToken = currentCallerToken();
    return new InterceptingCall(nextCall(options), {
      start: (metadata, listener, next) => {
        const outgoing = metadata.clone(); // the caller may reuse its Metadata for other requests
        if (callerToken && outgoing.get(AUTHORIZATION_HEADER).length === 0) {
          outgoing.set(AUTHORIZATION_HEADER, `Bearer ${callerToken}`);
        }
        if (!identity || outgoing.get(SERVICE_TOKEN_HEADER).length > 0) return next(outgoing, listener);
        identity.serviceTokens.current().then(
          (token) => {
            outgoing.set(SERVICE_TOKEN_HEADER, token);
            next(outgoing, listener);
          },
          () =>
            listener.onReceiveStatus({
              code: Status.INTERNAL,
              details: 'Could not issue a service token',
              metadata: new Metadata(),
            }),
        );
      },
    });
  };
}
