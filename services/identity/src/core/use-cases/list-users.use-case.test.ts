import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { createUser } from '../user/create-user';
import { ListUsers } from './list-users.use-case';

describe('ListUsers', () => {
  let ports: EmbeddedPorts;
  let list: ListUsers;
  const add = (email: string, firstName: string, lastName: string) =>
    createUser(ports, { email, firstName, lastName, role: 'USER', provider: 'local', providerUserId: email, passwordHash: null });

  beforeEach(async () => {
    ports = await embeddedPorts();
    list = new ListUsers(ports);
    await add('emile@example.rw', 'Émile', 'Ngabo');
    await add('zoe@example.rw', 'Zoë', 'Mukamana');
    await add('eric@example.rw', 'Eric', 'Ngabonziza');
  });
  afterEach(() => ports.documents.close());

  const emails = async (search: string) => (await list.execute({ page: 1, limit: 10, search })).users.map((user) => user.email).sort();

  it('ignores case and accents, and matches every word by its beginning', async () => {
    expect(await emails('EMILE')).toEqual(['emile@example.rw']);
    expect(await emails('zoe')).toEqual(['zoe@example.rw']);
    expect(await emails('ngabo')).toEqual(['emile@example.rw', 'eric@example.rw']);
    expect(await emails('ngabo er')).toEqual(['eric@example.rw']);
    expect(await emails('example.rw')).toHaveLength(3);
  });

  it('treats the search as plain text', async () => {
    expect(await emails('.*')).toEqual([]);
    expect(await emails('{"$ne": null}')).toEqual([]);
    expect(await emails('$where')).toEqual([]);
  });

  it('keeps pages in a stable order when users were created at the same moment', async () => {
    const all = (await list.execute({ page: 1, limit: 3 })).users.map((user) => user.id);
    const paged = [
      ...(await list.execute({ page: 1, limit: 2 })).users,
      ...(await list.execute({ page: 2, limit: 2 })).users,
    ].map((user) => user.id);
    expect(paged).toEqual(all);
    expect(new Set(all).size).toBe(3);
  });

  it('defaults and caps the page size', async () => {
    expect((await list.execute({ page: 0, limit: 0 })).pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect((await list.execute({ page: 1, limit: 1000 })).pagination.limit).toBe(100);
  });

  it('reads the role in either case and refuses unknown filters', async () => {
    expect((await list.execute({ page: 1, limit: 10, role: 'user' as 'USER' })).pagination.total).toBe(3);
    await expect(list.execute({ page: 1, limit: 10, role: 'ROOT' as 'USER', status: 'gone' as 'active' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [
        { path: 'role', message: 'Role must be ADMIN or USER' },
        { path: 'status', message: 'Status must be active or blocked' },
      ],
    });
  });

  it('lists everyone for a blank search', async () => {
    expect((await list.execute({ page: 1, limit: 10, search: '   ' })).pagination.total).toBe(3);
  });

  it('reads role and status with surrounding spaces and in any case', async () => {
    const eric = (await ports.users.findByEmail('eric@example.rw'))!;
    await ports.users.update(eric.id, { isBlocked: true });
    const blocked = await list.execute({ page: 1, limit: 10, role: ' user ' as 'USER', status: ' Blocked ' as 'blocked' });
    expect(blocked.users.map((user) => user.email)).toEqual(['eric@example.rw']);
    expect((await list.execute({ page: 1, limit: 10, status: ' ACTIVE ' as 'active' })).pagination.total).toBe(2);
  });

  it('takes page and page size only as positive whole numbers', async () => {
    expect((await list.execute({ page: 1, limit: 1 })).pagination).toEqual({ page: 1, limit: 1, total: 3, totalPages: 3 });
    expect((await list.execute({ page: 1.5, limit: 2.5 })).pagination).toMatchObject({ page: 1, limit: 10 });
    expect((await list.execute({ page: -2, limit: -1 })).pagination).toMatchObject({ page: 1, limit: 10 });
    const asText = { page: '2', limit: '1' } as unknown as { page: number; limit: number };
    expect((await list.execute(asText)).pagination).toMatchObject({ page: 1, limit: 10 });
  });
});
