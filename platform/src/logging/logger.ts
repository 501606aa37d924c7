import { pino, type Logger, type LoggerOptions } from 'pino';
import { activeTraceIds } from '../observability/tracing';
import { currentRequestId } from './request-context';

export type { Logger };

/** Fields that must never be written to a log, wherever they appear. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'cardNumber',
  '*.cardNumber',
  'cvv',
  '*.cvv',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export interface LoggerSettings {
  service: string;
  level?: string;
  /** Tests pass a destination to read what was logged. */
  destination?: pino.DestinationStream;
}

export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: { service: settings.service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Every line carries the id of the request it belongs to, and the trace and span it was
    // written in, when there are.
    mixin() {
      const requestId = currentRequestId();
      const traced = activeTraceIds();
      if (traced) return requestId ? { requestId, ...traced } : traced;
      return requestId ? { requestId } : {};
    },
  };
  // Standard output written without blocking: lines logged while a write is under way go out
  // together with the next one (one write for many access lines under load), and whatever is
  // still waiting is written when the process exits.
  return pino(options, settings.destination ?? pino.destination({ dest: 1, sync: false }));
}

/**
 * A logger for lines whose fields are all known to be safe (the access log, a line per request):
 * the same destination, level and service, without the redaction every other line pays for.
 */
export function plainLoggerOf(logger: Logger): Logger {
  const destination = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  // The trace the line was written in, when traced (cheap when not: no active span).
  return pino({ level: logger.level, base: logger.bindings(), mixin: () => activeTraceIds() ?? {} }, destination);
}
