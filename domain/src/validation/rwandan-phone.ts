/**
 * Rwandan mobile prefixes after the leading 0: 072 and 073 (Airtel), 078 and 079 (MTN).
 * Widen this list when the regulator assigns a new range.
 */
export const RWANDAN_MOBILE_PREFIXES = ['72', '73', '78', '79'] as const;

const LOCAL = new RegExp(`^0(${RWANDAN_MOBILE_PREFIXES.join('|')})(\\d{7})$`);
const INTERNATIONAL = new RegExp(`^\\+?250(${RWANDAN_MOBILE_PREFIXES.join('|')})(\\d{7})$`);

/**
 * The MSISDN mobile-money providers expect (2507xxxxxxxx) for a Rwandan mobile number
 * typed as 07xxxxxxxx, 2507xxxxxxxx or +2507xxxxxxxx, spaces and dashes ignored;
 * null for anything else.
 */
export function normaliseRwandanMsisdn(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const match = LOCAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match ? `250${match[1]}${match[2]}` : null;
}

export function isRwandanPhone(input: string): boolean {
  return normaliseRwandanMsisdn(input) !== null;
}

/**
 * The words an order's delivery phone is found by: a Rwandan mobile number as the providers write
 * it (2507xxxxxxxx) and as people type it (07xxxxxxxx); any other number by its digits.
 */
export function phoneSearchWords(phone: string): string[] {
  const msisdn = normaliseRwandanMsisdn(phone);
  if (msisdn) return [msisdn, `0${msisdn.slice(3)}`];
  const digits = phone.replace(/\D/g, '');
  return digits ? [digits] : [];
}
