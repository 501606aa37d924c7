// Test support: a service's API reached over gRPC, called as the user each call stands for. The
// in-process API takes the acting user as an argument; over gRPC that user travels as an access
// token. A contract suite keeps passing the argument, and this wrapper turns it into the token.
import { randomUUID } from 'node:crypto';
import { runWithRequestContext } from '../logging/request-context';
import type { TestCallers, TestUser } from '../grpc/testing/test-callers';

/** Any function-valued member of an API. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMethod = (...args: any[]) => unknown;

/**
 * For every method of an API, who calls it given its arguments: a user (their token is sent),
 * or undefined for an anonymous call or one a service makes on its own behalf (only the
 * process's service token is sent). Every method must be listed, so a new one gets a decision.
 */
export type CallersOf<Api> = {
  [K in keyof Api as Api[K] extends AnyMethod ? K : never]-?: Api[K] extends (...args: infer A) => unknown
    ? (...args: A) => TestUser | undefined | Promise<TestUser | undefined>
    : never;
};

/** An admin for calls whose arguments do not name one (listings, statistics). */
export const TEST_ADMIN: TestUser = { userId: 'adadadadadadadadadadadad', role: 'ADMIN' };

const isAsyncGeneratorFunction = (fn: unknown) => Object.prototype.toString.call(fn) === '[object AsyncGeneratorFunction]';

/**
 * `api` with each call made in a request context that carries the caller's access token, which
 * the gRPC client presents. Streams (async generator methods) read every item in that context.
 */
export function callingAs<Api extends object>(api: Api, tokens: Pick<TestCallers, 'userToken'>, callers: CallersOf<Api>): Api {
  // One token per user for the wrapper's life (they last 15 minutes): signing per call would
  // slow a test of hundreds of concurrent calls down to the signing.
  const issued = new Map<string, Promise<string>>();
  const tokenOf = (user: TestUser) => {
    const key = JSON.stringify([user.userId, user.role ?? 'USER', user.email ?? '']);
    if (!issued.has(key)) issued.set(key, tokens.userToken(user));
    return issued.get(key)!;
  };
  const contextFor = async (name: string, args: unknown[]) => {
    const callerOf = (callers as Record<string, (...a: unknown[]) => TestUser | undefined | Promise<TestUser | undefined>>)[name];
    if (!callerOf) throw new Error(`no caller declared for ${name}`);
    const user = await callerOf(...args);
    return { requestId: randomUUID(), ...(user ? { callerToken: await tokenOf(user) } : {}) };
  };

  return new Proxy(api, {
    get(target, property, receiver) {
      const member = Reflect.get(target, property, receiver) as unknown;
      if (typeof member !== 'function' || typeof property !== 'string' || !(property in callers)) return member;
      const method = member as AnyMethod;
      if (isAsyncGeneratorFunction(method)) {
        return async function* (...args: unknown[]) {
          const context = await contextFor(property, args);
          const inner = runWithRequestContext(context, () => method.apply(target, args)) as AsyncIterator<unknown>;
          try {
            for (;;) {
              const next = await runWithRequestContext(context, () => inner.next());
              if (next.done) return;
              yield next.value;
            }
          } finally {
            await runWithRequestContext(context, () => inner.return?.());
          }
        };
      }
      return async (...args: unknown[]) => {
        const context = await contextFor(property, args);
        return runWithRequestContext(context, () => method.apply(target, args));
      };
    },
  });
}
