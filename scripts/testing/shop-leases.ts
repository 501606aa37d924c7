import { createServer, connect, type Socket } from 'node:net';

/**
 * Hands each browser test file a shop of its own for as long as its process lives. A file's
 * process connects and waits for a line naming a free shop; the shop is free again when that
 * connection closes, which the operating system does when the process ends, however it ends. So two
 * files never share a shop, even when vitest starts the next file while the last one's process is
 * still shutting down.
 */
export interface ShopLeases {
  /** host:port the files' processes connect to. */
  address: string;
  close(): Promise<void>;
}

export async function startShopLeases(shopCount: number): Promise<ShopLeases> {
  const free = Array.from({ length: shopCount }, (_, index) => index);
  const waiting: Socket[] = [];
  const open = new Set<Socket>();
  const grant = () => {
    while (free.length > 0 && waiting.length > 0) {
      const socket = waiting.shift()!;
      if (socket.destroyed) continue;
      const index = free.shift()!;
      socket.once('close', () => {
        free.push(index);
        grant();
      });
      socket.write(`${index}\n`);
    }
  };
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
    waiting.push(socket);
    grant();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

export interface ShopLease {
  index: number;
  /** Frees the shop before the process ends (the end of the process frees it anyway). */
  release(): void;
}

/** Waits for a free shop; the lease lasts until release() or the end of this process. */
export function leaseShop(address: string, timeoutMs: number): Promise<ShopLease> {
  const [host, port] = address.split(':');
  return new Promise<ShopLease>((resolve, reject) => {
    const socket = connect(Number(port), host!);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no browser-test shop came free within ${timeoutMs} ms`));
    }, timeoutMs);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (!received.endsWith('\n')) return;
      clearTimeout(timer);
      // Held open without keeping the process alive: its end releases the shop.
      socket.unref();
      resolve({ index: Number(received.trim()), release: () => socket.destroy() });
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the shop leases closed before a shop came free')));
  });
}
