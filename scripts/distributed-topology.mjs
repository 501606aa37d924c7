import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bundledProcessArguments } from './build-server.mjs';
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

/**
 * Each process on this host serves its metrics on a port of its own: the gateway on METRICS_PORT
 * (default 9464), the services on the ports after it. `0` or `off` leaves them all off.
 */
function metricsPortsOf(env) {
  const off = env.METRICS_PORT === '0' || env.METRICS_PORT?.toLowerCase() === 'off';
  const base = Number(env.METRICS_PORT || 9464);
  const entries = [['gateway', base], ...SERVICES.map((service, index) => [service.name, base + 1 + index])];
  return Object.fromEntries(entries.map(([name, port]) => [name, off ? env.METRICS_PORT : String(port)]));
}

/**
 * How one process starts: from its TypeScript through tsx, or from the bundle that
 * scripts/build-server.mjs wrote to dist/ (what the image runs; half the start-up time and CPU).
 */
function processArguments(name, entry, bundled) {
  return bundled ? bundledProcessArguments(name) : ['--import', 'tsx', entry];
}

function launch(name, args, env, output) {
  const child = spawn(process.execPath, args, {
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

/** A process that exits is started again after this pause, doubled on each exit in a row up to the last. */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];
/** A process that ran this long before it exited starts again from the first pause. */
const STEADY_MS = 60_000;

/**
 * Starts each service as its own process (gRPC with health) and the gateway talking to
 * them over gRPC. Redis, RabbitMQ and MongoDB come from REDIS_URL, AMQP_URL, MONGO_URL.
 * With `restart`, a process that exits is started again with backoff, and the log says so.
 * With `bundled`, each process runs from dist/ (build it first: buildServerIfStale).
 */
export function launchDistributed({ env = process.env, ports = {}, output = (line) => process.stdout.write(`${line}\n`), restart = false, bundled = false } = {}) {
  const processes = new Map();
  const serviceUrls = {};
  const servicePorts = {};
  let stopping = false;
  for (const service of SERVICES) {
    servicePorts[service.name] = ports[service.name] ?? portFrom(env[urlVariable(service.name)], service.port);
    serviceUrls[urlVariable(service.name)] = `127.0.0.1:${servicePorts[service.name]}`;
  }

  /** Runs one process, and, with `restart`, runs it again whenever it exits. */
  function supervise(name, entry, processEnv) {
    let exitsInARow = 0;
    const start = () => {
      const startedAt = Date.now();
      const child = launch(name, processArguments(name, entry, bundled), processEnv, output);
      processes.set(name, child);
      child.once('exit', (code, signal) => {
        if (stopping || !restart) return;
        exitsInARow = Date.now() - startedAt >= STEADY_MS ? 1 : exitsInARow + 1;
        const delay = RESTART_DELAYS_MS[Math.min(exitsInARow, RESTART_DELAYS_MS.length) - 1];
        output(`[${name}] exited (${signal ?? code}); restarting in ${delay / 1000} s`);
        setTimeout(() => {
          if (!stopping) start();
        }, delay).unref();
      });
    };
    start();
  }

  // Services that call another (orders → catalog and identity, catalog → identity, payments →
  // orders) find it through the same variables, and links they write (unsubscribe, OAuth) point
  // at the gateway.
  const gatewayPort = ports.gateway ?? env.PORT ?? 8080;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
  const metricsPorts = metricsPortsOf(env);
  for (const service of SERVICES) {
    const serviceEnv = {
      ...env,
      ...serviceUrls,
      PUBLIC_URL: publicUrl,
      GRPC_PORT: String(servicePorts[service.name]),
      METRICS_PORT: metricsPorts[service.name],
    };
    supervise(service.name, join('services', service.name, 'src', 'main.ts'), serviceEnv);
  }
  const gatewayEnv = { ...env, ...serviceUrls, METRICS_PORT: metricsPorts.gateway, ...(ports.gateway ? { PORT: String(ports.gateway) } : {}) };
  supervise('gateway', join('gateway', 'src', 'main.ts'), gatewayEnv);

  const stop = async () => {
    stopping = true;
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
