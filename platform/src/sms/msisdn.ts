import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A Rwandan mobile number in E.164 (+2507XXXXXXXX), as SMS providers take it, from what a person
 * types (0788 123 456, 250788123456, +250 788-123-456); null for a landline, a foreign number or
 * anything else. The mobile ranges come from libphonenumber's metadata, kept up to date upstream
 * as the regulator assigns them.
 */
export function normaliseRwandanMobile(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'RW');
  if (!phone || phone.country !== 'RW' || !phone.isValid() || phone.getType() !== 'MOBILE') return null;
  return phone.number;
}
