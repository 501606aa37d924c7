import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { freePort } from './free-port';

export interface PrivateRedis {
  url: string;
  process: ChildProcess;
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid of the Redis answering on `url`, or undefined while nothing answers there. */
async function pidAnsweringOn(url: string): Promise<number | undefined> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1_000 } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const info = await client.info('server');
    return Number(/process_id:(\d+)/.exec(info)?.[1]);
  } catch {
    return undefined;
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

/**
 * A redis-server of the test's own, with `args`, on a port the OS offered. Another process may take
 * that port before the server binds it, so it counts as started only when the Redis answering there
 * is the one spawned here, and otherwise starts again on another port.
 */
export async function startPrivateRedis(args: string[] = []): Promise<PrivateRedis> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args], { stdio: 'ignore' });
    let exited = false;
    server.once('exit', () => (exited = true));
    for (let tries = 0; tries < 100 && !exited; tries++) {
      if ((await pidAnsweringOn(url)) === server.pid) return { url, process: server, stop: () => server.kill('SIGKILL') };
      await sleep(50);
    }
    server.kill('SIGKILL');
  }
  throw new Error('redis-server did not start on any of 5 free ports');
}
