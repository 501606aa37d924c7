import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './web-build.mjs';

/** The five services and the gRPC port each listens on unless told otherwise. */
export const SERVICES = [
  { name: 'catalog', port: 50051 },
  { name: 'orders', port: 50052 },
  { name: 'payments', port: 50053 },
  { name: 'identity', port: 50054 },
  { name: 'notifications', port: 50055 },
];

const urlVariable = (service) => `${service.toUpperCase()}_GRPC_URL`;

function portFrom(target, fallback) {
  const match = /:(\d+)$/.exec(target ?? '');
  return match ? Number(match[1]) : fallback;
}

function launch(name, entry, env, output) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) output(prefix + line);
    });
  }
  return child;
}

/**
 * Starts each service as its own process (gRPC with health) and the gateway talking to
 * them over gRPC. Redis, RabbitMQ and MongoDB come from REDIS_URL, AMQP_URL, MONGO_URL.
 */
export function launchDistributed({ env = process.env, ports = {}, output = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const processes = new Map();
  const serviceUrls = {};
  const servicePorts = {};
  for (const service of SERVICES) {
    servicePorts[service.name] = ports[service.name] ?? portFrom(env[urlVariable(service.name)], service.port);
    serviceUrls[urlVariable(service.name)] = `127.0.0.1:${servicePorts[service.name]}`;
  }
  // Services that call another (orders → catalog and identity, catalog → identity, payments →
  // orders) find it through the same variables, and links they write (unsubscribe, OAuth) point
  // at the gateway.
  const gatewayPort = ports.gateway ?? env.PORT ?? 8080;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
  for (const service of SERVICES) {
    const serviceEnv = { ...env, ...serviceUrls, PUBLIC_URL: publicUrl, GRPC_PORT: String(servicePorts[service.name]) };
    processes.set(service.name, launch(service.name, join('services', service.name, 'src', 'main.ts'), serviceEnv, output));
  }
  const gatewayEnv = { ...env, ...serviceUrls, ...(ports.gateway ? { PORT: String(ports.gateway) } : {}) };
  processes.set('gateway', launch('gateway', join('gateway', 'src', 'main.ts'), gatewayEnv, output));

  const stop = async () => {
    await Promise.all(
      [...processes.values()].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  return { processes, serviceUrls, stop };
}
