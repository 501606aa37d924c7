import { SpanKind, SpanStatusCode, context, type Span } from '@opentelemetry/api';
import { startSpan } from './tracing';

/**
 * A service's API with a span around each call (`orders.placeOrder`), child of the caller's:
 * in one process the services call each other directly, and these spans show the path a
 * request took through them. Without a tracer provider a span is a no-op and costs next to nothing.
 */
export function tracedApi<Api extends object>(service: string, api: Api): Api {
  const traced: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(api)) {
    if (typeof member !== 'function') {
      traced[name] = member;
      continue;
    }
    const method = member as (...args: unknown[]) => unknown;
    const spanName = `${service}.${name}`;
    traced[name] = function (this: unknown, ...args: unknown[]) {
      const { span, context: spanContext } = startSpan(spanName, SpanKind.INTERNAL, { 'shop.service': service, 'shop.operation': name });
      if (!span.isRecording()) return method.apply(api, args); // tracing off: the call as it is
      let result: unknown;
      try {
        result = context.with(spanContext, () => method.apply(api, args));
      } catch (error) {
        failed(span, error);
        span.end();
        throw error;
      }
      if (!isPromiseLike(result)) {
        span.end();
        return result;
      }
      return Promise.resolve(result).then(
        (value) => {
          span.end();
          return value;
        },
        (error: unknown) => {
          failed(span, error);
          span.end();
          throw error;
        },
      );
    };
  }
  return traced as Api;
}

function failed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
