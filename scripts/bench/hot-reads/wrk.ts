import { spawn } from 'node:child_process';

export interface WrkFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function latencyMs(output: string, percentile: string): number {
  const match = output.match(new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** wrk (Debian's package) against one URL: `-t2 -c32`, its latency distribution, its errors. */
export function wrk(url: string, durationS: number, connections = 32): Promise<WrkFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${durationS}s`, '--latency', url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', (error) => reject(new Error(`wrk could not start (apt-get install wrk): ${error.message}`)));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      const rate = output.match(/^Requests\/sec:\s+([\d.]+)/m);
      if (!rate) return reject(new Error(`wrk printed no rate:\n${output}`));
      const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
      const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({ requestsPerSecond: Number(rate[1]), p50Ms: latencyMs(output, '50'), p99Ms: latencyMs(output, '99'), errors: non2xx + socketErrors });
    });
  });
}
