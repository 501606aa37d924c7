// Runs before each unit test file. Unit files share their worker process (isolate: false), so
// what one file set process-wide is put back here before the next: the gRPC identity a composed
// gateway or service configured, and the counts in the metrics registry.
import { shopMetrics } from '@shop/platform';
import { configureGrpcProcess } from '@shop/platform/grpc';

configureGrpcProcess(undefined);
shopMetrics().registry.resetMetrics();
