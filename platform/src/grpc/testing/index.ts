// Test support for gRPC servers that verify their callers.
export { createTestCallers } from './test-callers';
export type { TestCallers, TestUser, TokenTiming } from './test-callers';
