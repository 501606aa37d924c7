/**
 * The time as a service's use cases read it. Declared here, never read here: domain's rules take
 * the time as an argument. `systemClock` in @shop/platform is the real one; tests move their own.
 */
export interface Clock {
  now(): Date;
}

/** A clock that can also wait (orders: a duplicate request waiting for the first one's result). */
export interface WaitingClock extends Clock {
  sleep(ms: number): Promise<void>;
}
