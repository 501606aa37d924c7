import { cacheContract } from '../cache.contract';
import { MemoryCache } from './memory-cache';

cacheContract('MemoryCache', async () => new MemoryCache(), { unreachable: null });
