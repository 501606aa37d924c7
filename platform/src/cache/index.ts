export * from './cache.port';
export { MemoryCache, type MemoryCacheOptions } from './memory/memory-cache';
