import { pino, type Logger, type LoggerOptions } from 'pino';
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
    // Every line carries the id of the request it belongs to, when there is one.
    mixin() {
      const requestId = currentRequestId();
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
  return pino({ level: logger.level, base: logger.bindings() }, destination);
}
