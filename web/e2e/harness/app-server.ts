import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot, startScript } from './paths';
import { freePort } from '../../../scripts/testing/free-port';

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** Polls GET /health until it answers 200, the process dies, or the deadline passes. */
export async function waitForHealth(url: string, deadlineMs: number, isDead: () => string | null): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = isDead();
    if (dead) throw new Error(`app exited before it was healthy: ${dead}`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`GET ${url}/health did not answer 200 within ${deadlineMs} ms (last: ${last})`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal: NodeJS.Signals) => {
      try {
        // The child leads its own process group: stop it and anything it started.
        process.kill(-child.pid!, signal);
      } catch {
        child.kill(signal);
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

async function startRealApp(port: number, dataDir: string): Promise<RunningApp> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [startScript], {
    cwd: repoRoot,
    // The harness has just built web/dist, so start.mjs need not check it again.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      // Every browser test signs in from 127.0.0.1; the limits themselves are tested at the API.
      LOGIN_ATTEMPTS_PER_ACCOUNT: '1000',
      LOGIN_ATTEMPTS_PER_CLIENT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = `exit ${code ?? signal}\n${output}`;
  });
  try {
    await waitForHealth(url, 120_000, () => exit);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n--- scripts/start.mjs output ---\n${output}`);
  }
  return { url, stop: () => stopProcess(child) };
}

/** The whole app as `npm start` runs it, with env PORT and a fresh DATA_DIR. */
export async function startApp(dataDir: string): Promise<RunningApp> {
  return startRealApp(await freePort(), dataDir);
}
