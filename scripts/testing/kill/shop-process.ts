// The whole shop as a child process (`node dist/main.mjs gateway`, as the image runs it: the code
// `npm start` runs, bundled) on a given DATA_DIR and port, to be killed without warning or stopped
// gracefully, and started again on the same files.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Agent } from 'node:http';
import { bundledProcessArguments, buildServerIfStale } from '../../build-server.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Variables that would move the shop off its embedded adapters (broker, Redis, MongoDB, SMTP, gRPC peers). */
const NOT_EMBEDDED = /^(REDIS_URL|AMQP_URL|MONGO_URL|SMTP_URL|[A-Z]+_GRPC_URL|GRPC_PORT|PUBLIC_URL|JWT_PRIVATE_KEY)$/;

const everyChild = new Set<ChildProcess>();

/** Kills (SIGKILL) every shop process a test started that is still running. */
export function killEveryShop(): void {
  for (const child of everyChild) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
process.once('exit', killEveryShop);

export interface ShopOptions {
  dataDir: string;
  port: number;
  /** Extra environment variables, e.g. DEMO_CATALOGUE. */
  env?: Record<string, string>;
}

/** One life of the shop: started, then killed or stopped. */
export class ShopProcess {
  readonly url: string;
  /** Keep-alive connections of this life only, dropped when it ends. */
  readonly agent = new Agent({ keepAlive: true });
  private readonly child: ChildProcess;
  private readonly output: string[] = [];
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(options: ShopOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_EMBEDDED.test(name)));
    this.child = spawn(process.execPath, bundledProcessArguments('gateway'), {
      cwd: ROOT,
      env: {
        ...inherited,
        DATA_DIR: options.dataDir,
        PORT: String(options.port),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AUTH_DEMO_ACCOUNTS: 'on',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    everyChild.add(this.child);
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.output.push(line);
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        everyChild.delete(this.child);
        this.agent.destroy();
        resolve({ code, signal });
      });
    });
  }

  /** Starts the shop and waits until `/ready` answers 200. */
  static async start(options: ShopOptions, timeoutMs = 30_000): Promise<ShopProcess> {
    await buildServerIfStale();
    const shop = new ShopProcess(options);
    try {
      await shop.waitUntilReady(timeoutMs);
    } catch (error) {
      await shop.kill();
      throw error;
    }
    return shop;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the process wrote (warnings and errors at LOG_LEVEL=warn). */
  recentOutput(): string[] {
    return [...this.output];
  }

  /** SIGKILL: no handler runs, nothing is flushed; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, waiting for the shop's own shutdown; SIGKILL after `timeoutMs`. Returns the exit code. */
  async stop(timeoutMs = 15_000): Promise<number | null> {
    if (!this.running) return (await this.exited).code;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const { code } = await this.exited;
    clearTimeout(timer);
    return code;
  }

  private async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the shop exited before it was ready:\n${this.output.join('\n')}`);
      try {
        const res = await fetch(`${this.url}/ready`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
        last = `${res.status} ${await res.text()}`;
      } catch (error) {
        last = String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the shop was not ready within ${timeoutMs} ms (last: ${last}):\n${this.output.join('\n')}`);
  }
}
