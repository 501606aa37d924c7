// The identity service as its own process: gRPC with the standard health service.
import { loadConfigOrExit } from '@shop/platform';
import { runServiceProcess } from '@shop/platform/runtime';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({ service: 'identity', config, defaultPort: 50054, uses: SERVICE_DEPENDENCIES });
