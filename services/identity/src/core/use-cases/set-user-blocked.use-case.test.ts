import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { EnsureDemoAccounts } from './ensure-demo-accounts.use-case';
import { LoginWithPassword } from './login-with-password.use-case';
import { RefreshSession } from './refresh-session.use-case';
import { SetUserBlocked } from './set-user-blocked.use-case';

describe('SetUserBlocked', () => {
  let ports: EmbeddedPorts;

  beforeEach(async () => {
    ports = await embeddedPorts();
    await new EnsureDemoAccounts(ports).execute(true);
  });
  afterEach(() => ports.documents.close());

  it('ends every session of the blocked user and no one else’s', async () => {
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    const admin = await login.execute({ email: 'admin@devshop.rw', password: 'demo-admin' });
    const shopper = await login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    await login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    await new SetUserBlocked(ports).execute({ userId: shopper.user.id, blocked: true, actorId: admin.user.id });
    const tokens = ports.documents.collection('refresh_tokens');
    expect(await tokens.count({ userId: shopper.user.id, revokedAt: null })).toBe(0);
    expect(await tokens.count({ userId: admin.user.id, revokedAt: null })).toBe(1);
  });

  it('ends the access tokens of every session of the blocked user, wherever they are presented', async () => {
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    const admin = await login.execute({ email: 'admin@devshop.rw', password: 'demo-admin' });
    const phone = await login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    const laptop = await login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    await new RefreshSession(ports).execute(laptop.refreshToken);
    const sidOf = (token: string) => decodeJwt(token).sid as string;

    await new SetUserBlocked(ports).execute({ userId: phone.user.id, blocked: true, actorId: admin.user.id });
    expect(await ports.sessionRevocations.isRevoked(sidOf(phone.accessToken))).toBe(true);
    expect(await ports.sessionRevocations.isRevoked(sidOf(laptop.accessToken))).toBe(true);
    expect(await ports.sessionRevocations.isRevoked(sidOf(admin.accessToken))).toBe(false);
  });

  it('refuses a blocked admin as the actor', async () => {
    const admin = (await ports.users.findByEmail('admin@devshop.rw'))!;
    const shopper = (await ports.users.findByEmail('shopper@devshop.rw'))!;
    await ports.users.update(admin.id, { isBlocked: true });
    await expect(
      new SetUserBlocked(ports).execute({ userId: shopper.id, blocked: true, actorId: admin.id }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: 'Admin access required' });
  });

  it('unblocking leaves the user’s sessions alone', async () => {
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    const admin = await login.execute({ email: 'admin@devshop.rw', password: 'demo-admin' });
    const shopper = await login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    const view = await new SetUserBlocked(ports).execute({ userId: shopper.user.id, blocked: false, actorId: admin.user.id });
    expect(view.isBlocked).toBe(false);
    expect(await ports.documents.collection('refresh_tokens').count({ userId: shopper.user.id, revokedAt: null })).toBe(1);
  });

  it('answers not_found when the user is removed while being blocked', async () => {
    const admin = (await ports.users.findByEmail('admin@devshop.rw'))!;
    const shopper = (await ports.users.findByEmail('shopper@devshop.rw'))!;
    vi.spyOn(ports.users, 'update').mockResolvedValueOnce(null);
    await expect(
      new SetUserBlocked(ports).execute({ userId: shopper.id, blocked: true, actorId: admin.id }),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'User not found' });
  });
});

describe('SetUserBlocked in the audit trail', () => {
  let ports: EmbeddedPorts;

  beforeEach(async () => {
    ports = await embeddedPorts();
    await new EnsureDemoAccounts(ports).execute(true);
  });
  afterEach(() => ports.documents.close());

  it('records user.blocked and user.unblocked with the admin, the user, before/after and the request', async () => {
    const admin = (await ports.users.findByEmail('admin@devshop.rw'))!;
    const shopper = (await ports.users.findByEmail('shopper@devshop.rw'))!;
    Object.assign(ports.origin, { requestId: 'req-7', clientAddress: '197.243.1.10' });
    await new SetUserBlocked(ports).execute({ userId: shopper.id, blocked: true, actorId: admin.id });
    ports.clock.advance(1000);
    await new SetUserBlocked(ports).execute({ userId: shopper.id, blocked: false, actorId: admin.id });
    const { entries } = await ports.audit.page({}, { skip: 0, limit: 10 });
    expect(entries.map((entry) => entry.action)).toEqual(['user.unblocked', 'user.blocked']);
    expect(entries[1]).toMatchObject({
      seq: 1,
      actor: { userId: admin.id, email: 'admin@devshop.rw' },
      target: { type: 'user', id: shopper.id, label: 'shopper@devshop.rw' },
      changes: [{ field: 'isBlocked', before: false, after: true }],
      requestId: 'req-7',
      clientAddress: '197.243.1.10',
      service: 'identity',
    });
    expect(entries[0]!.changes).toEqual([{ field: 'isBlocked', before: true, after: false }]);
    expect(entries[0]!.prevHash).toBe(entries[1]!.hash);
  });

  it('records nothing when the user is already in the state asked, or the change is refused', async () => {
    const admin = (await ports.users.findByEmail('admin@devshop.rw'))!;
    const shopper = (await ports.users.findByEmail('shopper@devshop.rw'))!;
    await new SetUserBlocked(ports).execute({ userId: shopper.id, blocked: false, actorId: admin.id });
    await expect(new SetUserBlocked(ports).execute({ userId: admin.id, blocked: true, actorId: admin.id })).rejects.toMatchObject({ kind: 'invalid' });
    expect(await ports.audit.last()).toBeUndefined();
  });
});
