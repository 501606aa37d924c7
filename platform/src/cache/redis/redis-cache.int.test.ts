import { freePort } from '../../../../scripts/testing/free-port';
import { newId } from '../../ids/object-id';
import { cacheContract } from '../cache.contract';
import { RedisCache } from './redis-cache';

// A real server; a prefix of this run's own keeps it apart from anything else stored there.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${newId()}:`;
const probe = new RedisCache({ url });
const reachable = await probe.ping().then(() => true, () => false);
await probe.close();

cacheContract('RedisCache', async () => new RedisCache({ url, prefix }), {
  unreachable: async () => new RedisCache({ url: `redis://127.0.0.1:${await freePort()}`, prefix }),
  skip: reachable ? undefined : `no Redis at ${url}`,
  cleanup: async () => {
    const cache = new RedisCache({ url, prefix });
    await cache.deleteByPrefix('');
    await cache.close();
  },
});
