import { createLogger } from '@shop/platform';
export const logger = createLogger({ service: 'domain' });
