import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { createUser } from '../user/create-user';
import type { UserRecord } from '../user/user';
import { ListUsers } from './list-users.use-case';
import { UpdateProfile } from './update-profile.use-case';

describe('UpdateProfile', () => {
  let ports: EmbeddedPorts;
  let update: UpdateProfile;
  let user: UserRecord;

  beforeEach(async () => {
    ports = await embeddedPorts();
    update = new UpdateProfile(ports);
    user = await createUser(ports, {
      email: 'a@example.rw',
      firstName: 'A',
      lastName: 'B',
      role: 'USER',
      provider: 'local',
      providerUserId: 'a@example.rw',
      passwordHash: null,
    });
  });
  afterEach(() => ports.documents.close());

  it('accepts Rwandan numbers in any usual form, and clears the phone with blank text', async () => {
    expect((await update.execute(user.id, { phone: '+250 722 000 111' })).phone).toBe('+250 722 000 111');
    expect((await update.execute(user.id, { phone: '  ' })).phone).toBe('');
  });

  it('falls back to Kigali and Rwanda for a blank city and country', async () => {
    const view = await update.execute(user.id, { address: { city: ' ', country: '', state: 'Huye' } });
    expect(view.address).toEqual({ street: '', city: 'Kigali', state: 'Huye', zipCode: '', country: 'Rwanda' });
  });

  it('names every invalid address field', async () => {
    const changes = { address: { street: 'x'.repeat(201), zipCode: 5 } } as unknown as Parameters<UpdateProfile['execute']>[1];
    await expect(update.execute(user.id, changes)).rejects.toMatchObject({
      kind: 'invalid',
      errors: [
        { path: 'address.street', message: 'Address must be at most 200 characters' },
        { path: 'address.zipCode', message: 'Postal code must be text' },
      ],
    });
  });

  it('stamps the change and never touches the e-mail', async () => {
    ports.clock.advance(5000);
    const changes = { firstName: 'Ann', email: 'evil@example.rw' } as unknown as Parameters<UpdateProfile['execute']>[1];
    const view = await update.execute(user.id, changes);
    expect(view).toMatchObject({ firstName: 'Ann', email: 'a@example.rw', updatedAt: ports.clock.now().toISOString() });
  });

  it('answers not_found for an unknown user', async () => {
    await expect(update.execute('0123456789abcdef01234567', { firstName: 'X' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('changes only what it is given', async () => {
    await update.execute(user.id, { firstName: 'Ann', lastName: 'Uwase', phone: '0788123456', address: { street: 'KN 5 Rd' } });
    const view = await update.execute(user.id, { address: { city: 'Huye' } });
    expect(view).toMatchObject({ firstName: 'Ann', lastName: 'Uwase', phone: '0788123456' });
    expect(view.address).toEqual({ street: 'KN 5 Rd', city: 'Huye', state: '', zipCode: '', country: 'Rwanda' });
    expect(await update.execute(user.id, { phone: '' })).toMatchObject({ firstName: 'Ann', lastName: 'Uwase', phone: '' });
  });

  it('makes a renamed user findable by the new first name or the new last name', async () => {
    const list = new ListUsers(ports);
    const found = async (search: string) => (await list.execute({ page: 1, limit: 10, search })).users.map((found) => found.id);
    await update.execute(user.id, { firstName: 'Solange' });
    expect(await found('solange')).toEqual([user.id]);
    await update.execute(user.id, { lastName: 'Ingabire' });
    expect(await found('ingabire solange')).toEqual([user.id]);
  });

  it('answers not_found when the user is removed while the change is made', async () => {
    vi.spyOn(ports.users, 'update').mockResolvedValueOnce(null);
    await expect(update.execute(user.id, { firstName: 'X' })).rejects.toMatchObject({ kind: 'not_found', message: 'User not found' });
  });
});
