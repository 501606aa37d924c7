// The contracts as the browser loads them: zod set up first, then every schema.
import './zod-without-eval';

export * from './index';
