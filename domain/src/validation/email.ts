// Something@something.tld with no spaces: enough to catch typos without rejecting real
// addresses; whether the mailbox exists is the mail server's business.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
