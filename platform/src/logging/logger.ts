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
  return settings.destination ? pino(options, settings.destination) : pino(options);
}
