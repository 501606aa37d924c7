import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Metadata,
  credentials,
  makeGenericClientConstructor,
  type Client,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceError,
  type sendUnaryData,
} from '@grpc/grpc-js';
import { currentCallerToken } from '../logging/request-context';
import { currentCaller, type GrpcAccess, type GrpcAccessTable, type VerifiedCaller } from './grpc-caller';
import { startGrpcServer, type RunningGrpcServer } from './grpc-server';
import { Status } from './grpc-status';
import { captureLogger, jsonMethod } from './grpc-test-kit';
import { createTestCallers, type TestCallers } from './testing/test-callers';

interface CallerReply extends VerifiedCaller {
  callerToken?: string;
}

const SERVICE = 'test.v1.Guarded';
const method = (name: string, responseStream = false) => jsonMethod<object, CallerReply>(name, { service: SERVICE, responseStream });
const GuardedService = {
  publicMethod: method('PublicMethod'),
  userMethod: method('UserMethod'),
  adminMethod: method('AdminMethod'),
  serviceMethod: method('ServiceMethod'),
  userOrServiceMethod: method('UserOrServiceMethod'),
  adminStream: method('AdminStream', true),
};
const ACCESS: GrpcAccessTable<typeof GuardedService> = {
  publicMethod: 'public',
  userMethod: 'user',
  adminMethod: 'admin',
  serviceMethod: 'service',
  userOrServiceMethod: 'user-or-service',
  adminStream: 'admin',
};

/** What the handler saw: the verified caller and the token onward calls would carry. */
const whoCalls = (_call: ServerUnaryCall<object, CallerReply>, callback: sendUnaryData<CallerReply>) =>
  callback(null, { ...currentCaller(), callerToken: currentCallerToken() });
const implementation = {
  publicMethod: whoCalls,
  userMethod: whoCalls,
  adminMethod: whoCalls,
  serviceMethod: whoCalls,
  userOrServiceMethod: whoCalls,
  adminStream: (call: ServerWritableStream<object, CallerReply>) => {
    call.write({ ...currentCaller() });
    call.end();
  },
};

type UnaryFn = (request: object, metadata: Metadata, callback: (error: ServiceError | null, reply?: CallerReply) => void) => void;
const GuardedClient = makeGenericClientConstructor(GuardedService, SERVICE);

interface Outcome {
  code: Status;
  reply?: CallerReply;
}

const SHOPPER = { userId: '65a1b2c3d4e5f60718293a4b', role: 'USER', email: 'shopper@devshop.rw' } as const;
const ADMIN = { userId: '65a1b2c3d4e5f60718293a4c', role: 'ADMIN', email: 'admin@devshop.rw' } as const;

describe('gRPC caller checks', () => {
  let callers: TestCallers;
  let server: RunningGrpcServer;
  let client: Client;
  let tokens: Record<string, Record<string, string>>;

  beforeAll(async () => {
    callers = await createTestCallers();
    server = await startGrpcServer({
      port: 0,
      services: [{ definition: GuardedService, implementation, access: ACCESS }],
      logger: captureLogger().logger,
      serviceName: 'guarded',
      identity: callers.identity('guarded'),
    });
    client = new GuardedClient(`127.0.0.1:${server.port}`, credentials.createInsecure());
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    tokens = {
      'no token': {},
      shopper: bearer(await callers.userToken(SHOPPER)),
      admin: bearer(await callers.userToken(ADMIN)),
      'forged admin': bearer(await callers.forgedUserToken(ADMIN)),
      'expired admin': bearer(await callers.userToken(ADMIN, { expiresInSeconds: -60 })),
      service: { 'x-service-token': await callers.serviceToken('orders') },
      'forged service': { 'x-service-token': await callers.serviceToken('orders', { secret: 'x'.repeat(40) }) },
      'expired service': { 'x-service-token': await callers.serviceToken('orders', { expiresInSeconds: -30 }) },
      'service token as bearer': bearer(await callers.serviceToken('orders')),
      'user token as service token': { 'x-service-token': await callers.userToken(ADMIN) },
      garbage: { authorization: 'Bearer not.a.token' },
      'not a bearer': { authorization: 'Basic YWRtaW46YWRtaW4=' },
    };
  });
  afterAll(async () => {
    client?.close();
    await server?.stop({ graceMs: 100 });
  });

  const metadataOf = (headers: Record<string, string>) => {
    const metadata = new Metadata();
    for (const [key, value] of Object.entries(headers)) metadata.set(key, value);
    return metadata;
  };

  const call = (name: keyof typeof GuardedService, headers: Record<string, string>): Promise<Outcome> =>
    new Promise((resolve) => {
      const fn = (client as unknown as Record<string, UnaryFn>)[name]!.bind(client);
      fn({}, metadataOf(headers), (error, reply) => resolve(error ? { code: error.code } : { code: Status.OK, reply }));
    });

  const stream = (headers: Record<string, string>): Promise<Outcome> =>
    new Promise((resolve) => {
      const fn = (client as unknown as Record<string, (request: object, metadata: Metadata) => NodeJS.EventEmitter>).adminStream!;
      const replies: CallerReply[] = [];
      const running = fn.call(client, {}, metadataOf(headers));
      running.on('data', (reply: CallerReply) => replies.push(reply));
      running.on('error', (error: ServiceError) => resolve({ code: error.code }));
      running.on('end', () => resolve({ code: Status.OK, reply: replies[0] }));
    });

  const { OK, UNAUTHENTICATED: UNAUTH, PERMISSION_DENIED: DENIED } = Status;
  // Columns: the credentials a call presents. A token that does not verify is refused everywhere.
  const EXPECTED: Record<GrpcAccess, Record<string, Status>> = {
    public: row(OK, OK, OK, OK),
    user: row(UNAUTH, OK, OK, UNAUTH),
    admin: row(UNAUTH, DENIED, OK, UNAUTH),
    service: row(UNAUTH, DENIED, DENIED, OK),
    'user-or-service': row(UNAUTH, OK, OK, OK),
  };
  function row(none: Status, shopper: Status, admin: Status, service: Status): Record<string, Status> {
    const refused = UNAUTH;
    return {
      'no token': none,
      shopper,
      admin,
      service,
      'forged admin': refused,
      'expired admin': refused,
      'forged service': refused,
      'expired service': refused,
      'service token as bearer': refused,
      'user token as service token': refused,
      garbage: refused,
      'not a bearer': refused,
    };
  }
  const METHOD_OF: Record<GrpcAccess, keyof typeof GuardedService> = {
    public: 'publicMethod',
    user: 'userMethod',
    admin: 'adminMethod',
    service: 'serviceMethod',
    'user-or-service': 'userOrServiceMethod',
  };

  it.each(Object.keys(EXPECTED) as GrpcAccess[])('answers a %s method as its rule says, for every kind of credential', async (access) => {
    const statuses: Record<string, Status> = {};
    for (const presented of Object.keys(tokens)) statuses[presented] = (await call(METHOD_OF[access], tokens[presented]!)).code;
    expect(statuses).toEqual(EXPECTED[access]);
  });

  it('runs the handler as the verified caller, with the user token kept for onward calls', async () => {
    const both = { ...tokens.admin, ...tokens.service };
    const { reply } = await call('userOrServiceMethod', both);
    expect(reply).toEqual({
      user: { userId: ADMIN.userId, role: 'ADMIN', email: ADMIN.email },
      service: 'orders',
      callerToken: tokens.admin!.authorization!.slice('Bearer '.length),
    });
    expect((await call('publicMethod', {})).reply).toEqual({});
    expect((await call('serviceMethod', tokens.service!)).reply).toEqual({ service: 'orders' });
  });

  it('applies the rule to a server-streaming method before it sends anything', async () => {
    expect((await stream({})).code).toBe(UNAUTH);
    expect((await stream(tokens.shopper!)).code).toBe(DENIED);
    expect((await stream(tokens['forged admin']!)).code).toBe(UNAUTH);
    const admitted = await stream(tokens.admin!);
    expect(admitted.code).toBe(OK);
    expect(admitted.reply?.user?.role).toBe('ADMIN');
  });
});

describe('startGrpcServer without a complete access table', () => {
  const start = async (access: Record<string, string>, withIdentity = true) =>
    startGrpcServer({
      port: 0,
      services: [{ definition: GuardedService, implementation, access: access as Record<string, GrpcAccess> }],
      logger: captureLogger().logger,
      serviceName: 'guarded',
      ...(withIdentity ? { identity: (await createTestCallers()).identity('guarded') } : {}),
    });

  it('refuses to start when a method has no rule, naming it', async () => {
    const { adminStream: _left, ...partial } = ACCESS;
    await expect(start(partial)).rejects.toThrow(/refuses to start: test\.v1\.Guarded: no valid access rule for adminStream/);
  });

  it('refuses an unknown access kind and a rule for a method that does not exist', async () => {
    await expect(start({ ...ACCESS, userMethod: 'users' })).rejects.toThrow(/no valid access rule for userMethod/);
    await expect(start({ ...ACCESS, deleteEverything: 'public' })).rejects.toThrow(/access rules for unknown methods deleteEverything/);
  });

  it('refuses to start when it has no way to verify callers', async () => {
    await expect(start(ACCESS, false)).rejects.toThrow(/cannot verify callers/);
  });
});
