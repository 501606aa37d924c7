import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { EnsureDemoAccounts } from './ensure-demo-accounts.use-case';
import { UserConflictError } from '../ports/user-repository.port';
import { LoginWithPassword } from './login-with-password.use-case';
import { RegisterAccount } from './register-account.use-case';

describe('EnsureDemoAccounts', () => {
  let ports: EmbeddedPorts;
  let ensure: EnsureDemoAccounts;

  beforeEach(async () => {
    ports = await embeddedPorts();
    ensure = new EnsureDemoAccounts(ports);
  });
  afterEach(() => ports.documents.close());

  it('creates the two accounts once, however often it runs', async () => {
    await Promise.all([ensure.execute(true), ensure.execute(true)]);
    const before = await ports.documents.collection('users').find({});
    await ensure.execute(true);
    const after = await ports.documents.collection('users').find({});
    expect(after.map((user) => user._id).sort()).toEqual(before.map((user) => user._id).sort());
    expect(after.map((user) => [user.email, user.role, user.provider, user.firstName, user.lastName]).sort()).toEqual([
      ['admin@devshop.rw', 'ADMIN', 'demo', 'Demo', 'Admin'],
      ['shopper@devshop.rw', 'USER', 'demo', 'Demo', 'Shopper'],
    ]);
  });

  it('puts back the demo password if it was changed', async () => {
    await ensure.execute(true);
    const admin = (await ports.users.findByEmail('admin@devshop.rw'))!;
    await ports.users.update(admin.id, { passwordHash: await ports.passwords.hash('something-else') });
    await ensure.execute(true);
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    await expect(login.execute({ email: 'admin@devshop.rw', password: 'demo-admin' })).resolves.toMatchObject({
      user: { role: 'ADMIN' },
    });
  });

  it('switched off, takes the password and the sessions of existing demo accounts away', async () => {
    await ensure.execute(true);
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    await login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' });
    await ensure.execute(false);
    expect((await ports.users.findByEmail('shopper@devshop.rw'))?.passwordHash).toBeNull();
    expect(await ports.documents.collection('refresh_tokens').count({ revokedAt: null })).toBe(0);
    await expect(login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' })).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  const stored = (email: string) => ports.users.findByEmail(email);

  it('leaves demo accounts that are as they should be untouched', async () => {
    await ensure.execute(true);
    const before = await stored('admin@devshop.rw');
    ports.clock.advance(60_000);
    await ensure.execute(true);
    expect(await stored('admin@devshop.rw')).toEqual(before);
  });

  it('gives a demo account back its role if it was changed', async () => {
    await ensure.execute(true);
    const admin = (await stored('admin@devshop.rw'))!;
    await ports.users.update(admin.id, { role: 'USER' });
    ports.clock.advance(60_000);
    await ensure.execute(true);
    expect(await stored('admin@devshop.rw')).toMatchObject({ role: 'ADMIN', updatedAt: ports.clock.now().toISOString() });
  });

  it('gives a switched-off demo account its password back when switched on again', async () => {
    await ensure.execute(true);
    await ensure.execute(false);
    await ensure.execute(true);
    const login = new LoginWithPassword({ ...ports, demoAccounts: true });
    await expect(login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' })).resolves.toBeDefined();
  });

  it('checks the account another starting instance created at the same moment', async () => {
    await ensure.execute(true);
    const admin = (await stored('admin@devshop.rw'))!;
    await ports.users.update(admin.id, { role: 'USER' });
    // This instance looked before the other one had stored it.
    vi.spyOn(ports.users, 'findByEmail').mockResolvedValueOnce(null);
    await ensure.execute(true);
    expect(await stored('admin@devshop.rw')).toMatchObject({ role: 'ADMIN' });
  });

  it('passes on a storage failure while creating an account', async () => {
    const failure = new Error('disk full');
    vi.spyOn(ports.users, 'insert').mockRejectedValueOnce(failure);
    await expect(ensure.execute(true)).rejects.toBe(failure);
  });

  it('gives up when the account can be neither created nor found', async () => {
    vi.spyOn(ports.users, 'findByEmail').mockResolvedValue(null);
    vi.spyOn(ports.users, 'insert').mockRejectedValue(new UserConflictError());
    await expect(ensure.execute(true)).rejects.toBeInstanceOf(UserConflictError);
  });

  it('switched off, has nothing to do when the demo accounts do not exist', async () => {
    await expect(ensure.execute(false)).resolves.toBeUndefined();
    expect(await ports.documents.collection('users').count({})).toBe(0);
  });

  it('switched off, leaves a retired demo account as it is', async () => {
    await ensure.execute(true);
    await ensure.execute(false);
    const before = await stored('shopper@devshop.rw');
    ports.clock.advance(60_000);
    await ensure.execute(false);
    expect(await stored('shopper@devshop.rw')).toEqual(before);
  });

  it('switched off, leaves an own account that uses a demo e-mail alone', async () => {
    await new RegisterAccount(ports).execute({ email: 'shopper@devshop.rw', password: 'my-own-secret', firstName: 'Real', lastName: 'Shopper' });
    await ensure.execute(false);
    const login = new LoginWithPassword({ ...ports, demoAccounts: false });
    await expect(login.execute({ email: 'shopper@devshop.rw', password: 'my-own-secret' })).resolves.toMatchObject({
      user: { provider: 'local' },
    });
  });
});
