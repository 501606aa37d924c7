// Test support (not exported): a logger whose lines the test can read, parsed.
import { createLogger, type Logger } from '@shop/platform';

export interface LogLine {
  level: number;
  msg: string;
  paymentId?: string;
  [field: string]: unknown;
}

/** pino's level numbers, for readable assertions. */
export const LOG_LEVEL = { info: 30, warn: 40 } as const;

export function capturedLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger({
    service: 'payments-test',
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { logger, lines };
}
