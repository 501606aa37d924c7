export interface Clock {
  now(): Date;
  /** Waits this long (a duplicate request waiting for the first one's result). */
  sleep(ms: number): Promise<void>;
}
