// Process bootstrap for a service in the distributed topology (loads the gRPC kit).
export * from './service-process';
export * from './dependency-monitor';
