// The catalog service as its own process: gRPC with the standard health service.
import { loadConfigOrExit } from '@shop/platform';
import { runServiceProcess } from '@shop/platform/runtime';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({ service: 'catalog', config, defaultPort: 50051, uses: SERVICE_DEPENDENCIES });
