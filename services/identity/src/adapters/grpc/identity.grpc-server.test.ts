import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, runWithRequestContext } from '@shop/platform';
import { failureOf } from '@shop/platform/contracts';
import { startGrpcServer, type RunningGrpcServer } from '@shop/platform/grpc';
import { createTestCallers, type TestCallers } from '@shop/platform/grpc-testing';
import type { UserView } from '../../api/identity-api';
import { startTestIdentity, type TestIdentity } from '../../testing/identity-test-kit';
import { GrpcIdentityApi } from './grpc-identity-api';
import { identityGrpcService } from './identity.grpc-server';

// Who a user is, and whose profile changes, come from the caller's token, never the message.
describe('identity over gRPC, as the caller', () => {
  let service: TestIdentity;
  let callers: TestCallers;
  let server: RunningGrpcServer;
  let withServiceToken: GrpcIdentityApi;
  let withoutServiceToken: GrpcIdentityApi;
  let shopper: UserView;
  let admin: UserView;

  beforeEach(async () => {
    service = await startTestIdentity();
    callers = await createTestCallers();
    server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [identityGrpcService(service.api)],
      logger: createLogger({ service: 'identity-test', level: 'silent' }),
      serviceName: 'identity',
      identity: callers.identity('identity'),
    });
    const url = `127.0.0.1:${server.port}`;
    withServiceToken = new GrpcIdentityApi(url, { identity: callers.identity('gateway') });
    withoutServiceToken = new GrpcIdentityApi(url); // no process identity here: a user's token only
    shopper = (await service.api.login({ email: 'shopper@devshop.rw', password: 'demo-shopper' })).user;
    admin = (await service.api.login({ email: 'admin@devshop.rw', password: 'demo-admin' })).user;
  });

  afterEach(async () => {
    withServiceToken.close();
    withoutServiceToken.close();
    await server.stop({ graceMs: 100 });
    await service.close();
  });

  const as = async <T>(user: UserView, work: () => Promise<T>) => {
    const callerToken = await callers.userToken({ userId: user.id, role: user.role, email: user.email });
    return runWithRequestContext({ requestId: `as-${user.id}`, callerToken }, work);
  };

  it('tells a shopper about themself only: anyone else is not found, as if absent', async () => {
    expect((await as(shopper, () => withoutServiceToken.getUser(shopper.id))).email).toBe('shopper@devshop.rw');
    expect(await failureOf(as(shopper, () => withoutServiceToken.getUser(admin.id)))).toEqual({ kind: 'not_found', message: 'User not found' });
    // A service passing the shopper's call on does not widen what the shopper may read.
    expect((await failureOf(as(shopper, () => withServiceToken.getUser(admin.id)))).kind).toBe('not_found');
  });

  it('tells an admin, and a service calling on its own behalf, about anyone', async () => {
    expect((await as(admin, () => withoutServiceToken.getUser(shopper.id))).email).toBe('shopper@devshop.rw');
    expect((await withServiceToken.getUser(admin.id)).role).toBe('ADMIN');
  });

  it("changes the caller's own profile, whatever user the client was asked for", async () => {
    const changed = await as(shopper, () => withServiceToken.updateProfile(admin.id, { firstName: 'Aline' }));
    expect(changed).toMatchObject({ id: shopper.id, firstName: 'Aline' });
    expect((await service.api.getUser(admin.id)).firstName).not.toBe('Aline');
  });

  it('blocks as the calling admin: an actor the client names counts for nothing', async () => {
    // In process, a shopper named as the actor is refused; over gRPC the actor is the token's admin.
    const blocked = await as(admin, () => withServiceToken.setBlocked({ userId: shopper.id, blocked: true, actorId: shopper.id }));
    expect(blocked.isBlocked).toBe(true);
    const refused = await failureOf(as(shopper, () => withServiceToken.setBlocked({ userId: shopper.id, blocked: false, actorId: admin.id })));
    expect(refused.kind).toBe('forbidden');
    expect((await service.api.getUser(shopper.id)).isBlocked).toBe(true);
  });
});
