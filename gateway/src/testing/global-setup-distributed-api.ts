import type { TestProject } from 'vitest/node';
import { PrivateBroker } from '../../../scripts/testing/private-broker';

/**
 * The API suites against every service in its own process: one RabbitMQ node for the project,
 * a virtual host on it per shop (see shop-under-test.ts). Vitest starts every project's global
 * setup before any test, so the shared broker's queues stay with the suites that use it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const broker = await PrivateBroker.start();
  project.provide('brokerControl', broker.control);
  return () => broker.remove();
}
