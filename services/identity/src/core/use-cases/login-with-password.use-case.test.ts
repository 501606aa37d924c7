import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { createUser } from '../user/create-user';
import { EnsureDemoAccounts } from './ensure-demo-accounts.use-case';
import { LoginWithPassword } from './login-with-password.use-case';
import { RegisterAccount } from './register-account.use-case';

describe('LoginWithPassword', () => {
  let ports: EmbeddedPorts;
  let login: LoginWithPassword;

  beforeEach(async () => {
    ports = await embeddedPorts();
    await new EnsureDemoAccounts(ports).execute(true);
    login = new LoginWithPassword({ ...ports, demoAccounts: true });
    await login.execute({ email: 'admin@devshop.rw', password: 'demo-admin' }); // warm up the equaliser hash
    ports.passwords.verifications = 0;
  });
  afterEach(() => ports.documents.close());

  it('costs exactly one hash comparison whether the e-mail is unknown, the password wrong or there is none', async () => {
    await createUser(ports, {
      email: 'social@example.rw',
      firstName: 'So',
      lastName: 'Cial',
      role: 'USER',
      provider: 'github',
      providerUserId: 'gh-1',
      passwordHash: null,
    });
    for (const email of ['nobody@example.rw', 'shopper@devshop.rw', 'social@example.rw']) {
      const before = ports.passwords.verifications;
      await expect(login.execute({ email, password: 'wrong-password' })).rejects.toMatchObject({ kind: 'unauthenticated' });
      expect(ports.passwords.verifications - before).toBe(1);
    }
  });

  it('tells a blocked user so only after the right password', async () => {
    const shopper = (await ports.users.findByEmail('shopper@devshop.rw'))!;
    await ports.users.update(shopper.id, { isBlocked: true });
    await expect(login.execute({ email: 'shopper@devshop.rw', password: 'wrong-password' })).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(login.execute({ email: 'shopper@devshop.rw', password: 'demo-shopper' })).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Your account has been blocked. Please contact support.',
    });
  });

  it('refuses demo accounts while they are switched off', async () => {
    const off = new LoginWithPassword({ ...ports, demoAccounts: false });
    await expect(off.execute({ email: 'admin@devshop.rw', password: 'demo-admin' })).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid email or password',
    });
  });

  it('records the sign-in time and ignores malformed input', async () => {
    ports.clock.advance(60_000);
    const { user } = await login.execute({ email: ' Shopper@DevShop.rw ', password: 'demo-shopper' });
    expect(user.lastLoginAt).toBe(ports.clock.now().toISOString());
    const malformed = { email: 42, password: null } as unknown as { email: string; password: string };
    await expect(login.execute(malformed)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('signs local accounts in whether demo accounts are switched on or off', async () => {
    await new RegisterAccount(ports).execute({ email: 'aline@example.rw', password: 'aline-secret', firstName: 'Aline', lastName: 'U' });
    const off = new LoginWithPassword({ ...ports, demoAccounts: false });
    await expect(off.execute({ email: 'aline@example.rw', password: 'aline-secret' })).resolves.toMatchObject({
      user: { email: 'aline@example.rw' },
    });
  });

  it('accepts a password of the full 128 characters and nothing longer', async () => {
    const longest = 'p'.repeat(128);
    await new RegisterAccount(ports).execute({ email: 'long@example.rw', password: longest, firstName: 'Long', lastName: 'P' });
    await expect(login.execute({ email: 'long@example.rw', password: longest })).resolves.toMatchObject({
      user: { email: 'long@example.rw' },
    });
    await expect(login.execute({ email: 'long@example.rw', password: `${longest}x` })).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid email or password',
    });
  });

  it('opens no account that has no usable password, whatever password is tried', async () => {
    const off = new LoginWithPassword({ ...ports, demoAccounts: false });
    // The text compared in place of a missing hash must not open anything either.
    for (const password of ['devshop-timing-equaliser', 'demo-shopper', '']) {
      await expect(off.execute({ email: 'shopper@devshop.rw', password })).rejects.toMatchObject({
        kind: 'unauthenticated',
        message: 'Invalid email or password',
      });
    }
  });
});
