// `npm start`: the whole shop in one process on embedded defaults (file store under
// DATA_DIR, in-process bus, memory cache, payment simulator). Builds the SPA first when needed.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

if (process.env.SKIP_WEB_BUILD !== '1') buildWebIfStale();
register();
await import('../gateway/src/main.ts');
