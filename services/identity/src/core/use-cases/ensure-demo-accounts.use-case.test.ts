import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { EnsureDemoAccounts } from './ensure-demo-accounts.use-case';
import { LoginWithPassword } from './login-with-password.use-case';

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
});
