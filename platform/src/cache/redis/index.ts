// Loaded only when REDIS_URL is configured, so the embedded topology never loads the driver.
export { RedisCache, type RedisCacheOptions } from './redis-cache';
