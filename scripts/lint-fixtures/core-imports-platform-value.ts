import { MemoryCache } from '@shop/platform';
export const cache = new MemoryCache();
