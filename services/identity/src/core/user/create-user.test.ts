import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { UserConflictError } from '../ports/user-repository.port';
import { createUser, type NewUserInput } from './create-user';

const john: NewUserInput = {
  email: 'john@example.rw',
  firstName: 'John',
  lastName: 'Doe',
  role: 'USER',
  provider: 'local',
  providerUserId: 'john@example.rw',
  passwordHash: null,
};

/** Another account whose e-mail starts the same way, so it competes for the same usernames. */
function namesake(n: number): NewUserInput {
  const email = `john@other${n}.example`;
  return { ...john, email, providerUserId: email };
}

describe('createUser', () => {
  let ports: EmbeddedPorts;

  beforeEach(async () => {
    ports = await embeddedPorts();
  });
  afterEach(() => ports.documents.close());

  it('starts a new account with no avatar, no phone, the Kigali address and no sign-in yet', async () => {
    const user = await createUser(ports, john);
    const now = ports.clock.now().toISOString();
    expect(user).toMatchObject({ avatar: '', phone: '', isBlocked: false, createdAt: now, updatedAt: now, username: 'john' });
    expect(user.address).toEqual({ street: '', city: 'Kigali', state: '', zipCode: '', country: 'Rwanda' });
    expect(user.lastLoginAt).toBeUndefined();
  });

  it('records the first sign-in of an account created by signing in', async () => {
    const user = await createUser(ports, { ...john, signedIn: true, avatar: 'https://a.example/j.png' });
    expect(user).toMatchObject({ lastLoginAt: ports.clock.now().toISOString(), avatar: 'https://a.example/j.png' });
  });

  it('takes the next free username without trying the taken ones', async () => {
    await createUser(ports, namesake(1));
    const insert = vi.spyOn(ports.users, 'insert');
    expect((await createUser(ports, john)).username).toBe('john2');
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('after twenty taken numbers, a very common name gets a time-based number', async () => {
    for (let n = 1; n <= 20; n += 1) await createUser(ports, namesake(n));
    const user = await createUser(ports, john);
    expect(user.username).toBe(`john${ports.clock.now().getTime() % 1_000_000_007}`);
  });

  it('a username taken at the same moment is retried with the next number', async () => {
    const original = ports.users.insert.bind(ports.users);
    vi.spyOn(ports.users, 'insert').mockImplementationOnce(async (record) => {
      await createUser(ports, namesake(1));
      return original(record);
    });
    const user = await createUser(ports, john);
    expect(user.username).toBe('john2');
    expect(await ports.users.findByEmail('john@example.rw')).toMatchObject({ username: 'john2' });
  });

  it('gives up after five usernames lost to others in a row', async () => {
    const insert = vi.spyOn(ports.users, 'insert').mockRejectedValue(new UserConflictError());
    await expect(createUser(ports, john)).rejects.toBeInstanceOf(UserConflictError);
    expect(insert).toHaveBeenCalledTimes(5);
  });

  it('refuses an e-mail that already has an account, without retrying', async () => {
    await createUser(ports, { ...john, providerUserId: 'g-1', provider: 'google' });
    const insert = vi.spyOn(ports.users, 'insert');
    await expect(createUser(ports, john)).rejects.toBeInstanceOf(UserConflictError);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('refuses a provider link that already has an account, without retrying', async () => {
    await createUser(ports, { ...john, email: 'jd@example.rw', provider: 'google', providerUserId: 'g-1' });
    const insert = vi.spyOn(ports.users, 'insert');
    await expect(createUser(ports, { ...john, provider: 'google', providerUserId: 'g-1' })).rejects.toBeInstanceOf(UserConflictError);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('passes on a storage failure instead of retrying', async () => {
    const failure = new Error('disk full');
    const insert = vi.spyOn(ports.users, 'insert').mockRejectedValueOnce(failure);
    await expect(createUser(ports, john)).rejects.toBe(failure);
    expect(insert).toHaveBeenCalledTimes(1);
  });
});
