export interface BackoffSettings {
  initialMs: number;
  maxMs: number;
}

/** Exponential delay for the n-th attempt (1-based), capped. */
export function backoffDelay(attempt: number, settings: BackoffSettings): number {
  return Math.min(settings.maxMs, settings.initialMs * 2 ** Math.max(0, attempt - 1));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
