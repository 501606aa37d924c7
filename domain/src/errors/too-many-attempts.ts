/**
 * The refusal of an attempt over a limit (sign-in, registration, the other throttled forms): how
 * long to wait, in whole minutes rounded up, so "1 minute" is never shown for 61 seconds.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
