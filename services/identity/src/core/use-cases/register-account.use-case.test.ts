import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { RegisterAccount, type RegisterInput } from './register-account.use-case';

const aline: RegisterInput = { email: ' Aline@Example.RW ', password: 'long-enough', firstName: ' Aline ', lastName: ' Uwase ' };

describe('RegisterAccount', () => {
  let ports: EmbeddedPorts;
  let register: RegisterAccount;

  beforeEach(async () => {
    ports = await embeddedPorts();
    register = new RegisterAccount(ports);
  });
  afterEach(() => ports.documents.close());

  /** The field errors of a refused registration. */
  async function refusal(input: Partial<Record<keyof RegisterInput, unknown>>): Promise<unknown> {
    const error = await register.execute({ ...aline, ...input } as RegisterInput).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ kind: 'invalid', message: 'Validation failed' });
    return (error as { errors: unknown }).errors;
  }

  it('creates a signed-in local shopper with a trimmed name and a lower-case e-mail', async () => {
    const result = await register.execute(aline);
    const now = ports.clock.now().toISOString();
    expect(result.user).toMatchObject({
      email: 'aline@example.rw',
      firstName: 'Aline',
      lastName: 'Uwase',
      role: 'USER',
      provider: 'local',
      username: 'aline',
      lastLoginAt: now,
    });
    expect(result.refreshToken).not.toBe('');
  });

  it('names every missing field', async () => {
    expect(await refusal({ email: ' ', password: '', firstName: '', lastName: ' ' })).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
    ]);
  });

  it('refuses an e-mail that is not one', async () => {
    const invalid = [{ path: 'email', message: 'Please enter a valid email' }];
    expect(await refusal({ email: 'aline.example.rw' })).toEqual(invalid);
    expect(await refusal({ email: 42 })).toEqual(invalid);
    expect(await refusal({ email: `${'a'.repeat(244)}@example.rw` })).toEqual(invalid);
    await expect(register.execute({ ...aline, email: `${'a'.repeat(243)}@example.rw` })).resolves.toBeDefined();
  });

  it('takes passwords of 8 to 128 characters', async () => {
    expect(await refusal({ password: '1234567' })).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    expect(await refusal({ password: 'p'.repeat(129) })).toEqual([{ path: 'password', message: 'Password must be at most 128 characters' }]);
    expect(await refusal({ password: 12345678 })).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    await expect(register.execute({ ...aline, password: '12345678' })).resolves.toBeDefined();
    await expect(register.execute({ ...aline, email: 'long@example.rw', password: 'p'.repeat(128) })).resolves.toBeDefined();
  });

  it('refuses an e-mail that already has an account', async () => {
    await register.execute(aline);
    await expect(register.execute({ ...aline, email: 'ALINE@example.rw' })).rejects.toMatchObject({
      kind: 'already_exists',
      message: 'An account with this email already exists',
    });
  });

  it('refuses the second of two registrations of one e-mail arriving together', async () => {
    await register.execute(aline);
    // The second one looked before the first was stored.
    vi.spyOn(ports.users, 'findByEmail').mockResolvedValueOnce(null);
    await expect(register.execute(aline)).rejects.toMatchObject({
      kind: 'already_exists',
      message: 'An account with this email already exists',
    });
  });

  it('passes on a storage failure', async () => {
    const failure = new Error('disk full');
    vi.spyOn(ports.users, 'insert').mockRejectedValueOnce(failure);
    await expect(register.execute(aline)).rejects.toBe(failure);
  });
});
