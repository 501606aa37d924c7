// A RabbitMQ node of a test's own, beside the machine's shared one: its own node name, AMQP and
// distribution ports, data, log and config in a temporary folder, no plugins (so no management or
// Prometheus listener), and a private HOME with its own Erlang cookie. The test stops and starts it
// at will (`rabbitmqctl -n <node> shutdown`, then the server again on the same folders); the
// shared broker on 5672 is never touched.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from './free-port';

/** The Debian package's scripts, run directly: /usr/sbin/rabbitmq-server would switch to the rabbitmq user. */
const BIN = process.env.RABBITMQ_BIN_DIR ?? '/usr/lib/rabbitmq/bin';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What a test worker needs to run `rabbitmqctl` on a node its global setup started. */
export interface BrokerControl {
  nodeName: string;
  port: number;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The RabbitMQ node a project's global setup started, for a virtual host per shop. */
    brokerControl: BrokerControl;
  }
}

function rabbitmqctl(control: BrokerControl, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(join(BIN, 'rabbitmqctl'), ['-n', control.nodeName, ...args], { env: { ...process.env, ...control.env }, timeout: 30_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`rabbitmqctl ${args.join(' ')}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * A virtual host of its own on the node, open to guest: a shop on it shares no exchange or
 * queue with the shops before it. Gives its AMQP URL, and a way to delete it.
 */
export async function addVirtualHost(control: BrokerControl, name: string): Promise<{ url: string; remove: () => Promise<void> }> {
  await rabbitmqctl(control, ['add_vhost', name]);
  await rabbitmqctl(control, ['set_permissions', '-p', name, 'guest', '.*', '.*', '.*']);
  return {
    url: `amqp://guest:guest@127.0.0.1:${control.port}/${encodeURIComponent(name)}`,
    remove: () => rabbitmqctl(control, ['delete_vhost', name]),
  };
}

export class PrivateBroker {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly output: string[] = [];

  private constructor(
    readonly nodeName: string,
    readonly port: number,
    private readonly dir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `amqp://guest:guest@127.0.0.1:${port}`;
  }

  /** Prepares the folders and ports, and starts the node. */
  static async start(timeoutMs = 60_000): Promise<PrivateBroker> {
    const dir = mkdtempSync(join(tmpdir(), 'shop-private-broker-'));
    const [port, distPort] = [await freePort(), await freePort()];
    const nodeName = `shop-test-${process.pid}-${port}@localhost`;
    const home = join(dir, 'home');
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, '.erlang.cookie'), randomBytes(20).toString('hex').toUpperCase(), { mode: 0o400 });
    // `guest` may connect over loopback only by default, which is where the test is.
    writeFileSync(join(dir, 'rabbitmq.conf'), `listeners.tcp.1 = 127.0.0.1:${port}\n`);
    writeFileSync(join(dir, 'enabled_plugins'), '[].\n');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOME: home,
      RABBITMQ_NODENAME: nodeName,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(port),
      RABBITMQ_DIST_PORT: String(distPort),
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq.conf'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
      RABBITMQ_PLUGINS_EXPAND_DIR: join(dir, 'plugins-expand'),
      // Not the machine's /etc/rabbitmq/rabbitmq-env.conf, which names the shared node.
      RABBITMQ_CONF_ENV_FILE: join(dir, 'rabbitmq-env.conf'),
    };
    writeFileSync(join(dir, 'rabbitmq-env.conf'), '');
    const broker = new PrivateBroker(nodeName, port, dir, env);
    await broker.startAgain(timeoutMs);
    return broker;
  }

  /** For `addVirtualHost` in another process: plain values only. */
  get control(): BrokerControl {
    const { HOME, RABBITMQ_CONF_ENV_FILE } = this.env;
    return { nodeName: this.nodeName, port: this.port, env: { HOME: HOME!, RABBITMQ_CONF_ENV_FILE: RABBITMQ_CONF_ENV_FILE! } };
  }

  get isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the node printed, for a failure message. */
  recentOutput(): string {
    return this.output.slice(-40).join('\n');
  }

  /**
   * Starts the node (again, on the same folders) and waits until it accepts AMQP connections and
   * its application has started: `rabbitmqctl add_vhost` refuses a node still booting.
   */
  async startAgain(timeoutMs = 60_000): Promise<void> {
    if (this.isRunning) return;
    const child = spawn(join(BIN, 'rabbitmq-server'), [], { env: this.env, cwd: this.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.once('exit', () => running.delete(child));
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        this.output.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim()));
        if (this.output.length > 200) this.output.splice(0, this.output.length - 200);
      });
    }
    this.child = child;
    await waitFor(
      async () => {
        if (!this.isRunning) throw new Error(`the node exited:\n${this.recentOutput()}`);
        return (await accepts(this.port)) ? true : undefined;
      },
      timeoutMs,
      `the private RabbitMQ node ${this.nodeName} on port ${this.port}`,
    );
    await rabbitmqctl(this.control, ['await_startup']);
  }

  /** `rabbitmqctl shutdown`: the node stops and closes every connection; resolves when it is gone. */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (!this.isRunning) return;
    const child = this.child!;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve) => {
      execFile(join(BIN, 'rabbitmqctl'), ['-n', this.nodeName, 'shutdown'], { env: this.env, timeout: timeoutMs }, () => resolve());
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    await waitFor(async () => ((await accepts(this.port)) ? undefined : true), 10_000, `port ${this.port} to close`);
  }

  /** Stops the node and removes its folders. */
  async remove(): Promise<void> {
    await this.stop().catch(() => this.child?.kill('SIGKILL'));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
