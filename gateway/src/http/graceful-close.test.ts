import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closableGracefully } from './graceful-close';

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.closeAllConnections()));

/** A server that answers each request after `delayMs`, or never when `delayMs` is Infinity. */
async function slowServer(delayMs: number) {
  const server = createServer((_req, res) => {
    if (Number.isFinite(delayMs)) setTimeout(() => res.end('done'), delayMs);
  });
  servers.push(server);
  const graceful = closableGracefully(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { graceful, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: Agent): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('closing the gateway server gracefully', () => {
  it('answers every request in progress, ends their keep-alive connections, and takes no new ones', async () => {
    const { graceful, port } = await slowServer(300);
    const agent = new Agent({ keepAlive: true });
    const idle = await get(port, agent); // leaves one idle keep-alive connection behind
    expect(idle.connection).toBe('keep-alive');
    const inProgress = Array.from({ length: 5 }, () => get(port, agent));
    await waitFor(() => graceful.inFlight === 5);

    const started = Date.now();
    const closing = graceful.close(5_000);
    await expect(get(port, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    const answers = await Promise.all(inProgress);
    expect(await closing).toEqual({ cut: 0 });

    expect(answers.map(({ status, body, connection }) => `${status} ${body} ${connection}`)).toEqual(Array(5).fill('200 done close'));
    expect(Date.now() - started).toBeLessThan(2_000); // not held open until a keep-alive timeout
    agent.destroy();
  });

  it('cuts what is still unanswered after the grace time, and says how many', async () => {
    const { graceful, port } = await slowServer(Infinity);
    const stuck = get(port, new Agent()).catch((error: Error) => error.message);
    await waitFor(() => graceful.inFlight === 1);
    const started = Date.now();
    expect(await graceful.close(200)).toEqual({ cut: 1 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await stuck).toMatch(/socket hang up|ECONNRESET/);
  });
});
