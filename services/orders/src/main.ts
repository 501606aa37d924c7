// The orders service as its own process: gRPC with the standard health service.
import { loadConfigOrExit } from '@shop/platform';
import { runServiceProcess } from '@shop/platform/runtime';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({ service: 'orders', config, defaultPort: 50052, uses: SERVICE_DEPENDENCIES });
