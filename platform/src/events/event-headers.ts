import type { EventHeaders } from './event-bus.port';

/** The known headers only (request id, trace context), as a fresh object. */
export function copyEventHeaders(headers: EventHeaders): EventHeaders {
  const copy: EventHeaders = {};
  if (headers.requestId !== undefined) copy.requestId = headers.requestId;
  if (headers.traceparent !== undefined) copy.traceparent = headers.traceparent;
  if (headers.tracestate !== undefined) copy.tracestate = headers.tracestate;
  return copy;
}
