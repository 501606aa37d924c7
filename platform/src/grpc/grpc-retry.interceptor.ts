import {
  InterceptingCall,
  Metadata,
  status as Status,
  type Deadline,
  type InterceptingListener,
  type Interceptor,
  type InterceptorOptions,
  type NextCall,
  type StatusObject,
} from '@grpc/grpc-js';

type InterceptingCallInterface = ReturnType<NextCall>;

export interface CallPolicy {
  /** Deadline of each attempt when the caller sets none. */
  deadlineMs: number;
  /** Extra attempts for idempotent methods. */
  retries: number;
  /** First pause between attempts; doubles each time, up to `maxBackoffMs`, with ±20% jitter. */
  backoffMs: number;
  maxBackoffMs: number;
  isIdempotent(path: string): boolean;
}

const RETRYABLE: ReadonlySet<Status> = new Set([Status.UNAVAILABLE, Status.DEADLINE_EXCEEDED]);

function deadlineMsOf(deadline: Deadline | undefined): number | undefined {
  if (deadline === undefined) return undefined;
  return deadline instanceof Date ? deadline.getTime() : deadline;
}

/**
 * Gives unary calls a default deadline and retries idempotent ones on UNAVAILABLE or
 * DEADLINE_EXCEEDED. Each attempt is a fresh call; only the final attempt's metadata, message
 * and status reach the caller. Non-idempotent methods are never retried: a request that
 * timed out may still have been applied.
 */
export function retryInterceptor(policy: CallPolicy): Interceptor {
  return (options, nextCall) => {
    const method = options.method_definition;
    const callerDeadline = deadlineMsOf(options.deadline);
    // A caller's own deadline bounds the whole call, retries included; ours bounds each attempt.
    const attemptOptions = (): InterceptorOptions =>
      callerDeadline === undefined ? { ...options, deadline: Date.now() + policy.deadlineMs } : options;

    // Streams may live long (health Watch): no default deadline, no retries.
    if (method.requestStream || method.responseStream) return new InterceptingCall(nextCall(options));
    if (policy.retries <= 0 || !policy.isIdempotent(method.path)) {
      return new InterceptingCall(nextCall(attemptOptions()));
    }

    let metadata = new Metadata();
    let message: unknown;
    let caller: InterceptingListener | undefined;
    let retriesDone = 0;
    let current: InterceptingCallInterface | undefined; // set once a retry attempt runs
    let timer: NodeJS.Timeout | undefined;
    let cancelled = false;

    const pauseBeforeRetry = (): number | undefined => {
      if (cancelled || retriesDone >= policy.retries) return undefined;
      const base = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** retriesDone);
      const pause = Math.round(base * (0.8 + 0.4 * Math.random()));
      if (callerDeadline !== undefined && Date.now() + pause >= callerDeadline) return undefined;
      return pause;
    };

    // Buffers one attempt's answer; passes it on unless the attempt is retried.
    const attemptListener = (): InterceptingListener => {
      let receivedMetadata: Metadata | undefined;
      let receivedMessage: { value: unknown } | undefined;
      return {
        onReceiveMetadata: (md) => {
          receivedMetadata = md;
        },
        onReceiveMessage: (value) => {
          receivedMessage = { value };
        },
        onReceiveStatus: (status) => {
          const pause = RETRYABLE.has(status.code) ? pauseBeforeRetry() : undefined;
          if (pause !== undefined) {
            retriesDone += 1;
            timer = setTimeout(startRetry, pause);
            return;
          }
          if (receivedMetadata) caller?.onReceiveMetadata(receivedMetadata);
          if (receivedMessage) caller?.onReceiveMessage(receivedMessage.value);
          caller?.onReceiveStatus(status);
        },
      };
    };

    const startRetry = () => {
      timer = undefined;
      current = nextCall(attemptOptions());
      current.start(metadata.clone(), attemptListener());
      current.sendMessage(message);
      current.halfClose();
    };

    const cancelledStatus = (): StatusObject => ({
      code: Status.CANCELLED,
      details: 'Cancelled on client',
      metadata: new Metadata(),
    });

    // The first attempt is the call grpc-js asked for; retries are made alongside it.
    return new InterceptingCall(nextCall(attemptOptions()), {
      start: (md, listener, next) => {
        metadata = md.clone();
        caller = listener;
        next(md, attemptListener());
      },
      sendMessage: (value, next) => {
        message = value;
        next(value);
      },
      cancel: (next) => {
        cancelled = true;
        if (timer) {
          clearTimeout(timer);
          timer = undefined;
          caller?.onReceiveStatus(cancelledStatus());
        } else if (current) {
          current.cancelWithStatus(Status.CANCELLED, 'Cancelled on client');
        } else {
          next();
        }
      },
    });
  };
}
