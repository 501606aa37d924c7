import { configSchema, type Config } from './config.schema';

export class ConfigError extends Error {
  constructor(readonly problems: Array<{ variable: string; message: string }>) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable} ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; a bad value names its variable and stops start-up. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'environment'),
      message: issue.message,
    })),
  );
}

/** For a process's main: print the problem without a stack and exit. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
