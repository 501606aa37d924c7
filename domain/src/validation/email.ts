// Something@something.tld with no spaces: enough to catch typos without rejecting real
// addresses; whether the mailbox exists is the mail server's business.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address mail can be sent to (RFC 5321: a 256-character path, less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

export function looksLikeEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL.test(address);
}
