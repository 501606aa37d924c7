// The emulator's stand-in for the VSDC's signing: internal data and receipt signature derived
// with HMAC-SHA256 from a secret of its own over the receipt's canonical fields, written as the
// VSDC writes them (RFC 4648 base32 capitals: 26 characters of internal data, 16 of signature).
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const INTERNAL_DATA_LENGTH = 26;
export const SIGNATURE_LENGTH = 16;

export interface SignedFields {
  tin: string;
  bhfId: string;
  invcNo: number;
  rcptTyCd: string;
  rcptNo: number;
  totRcptNo: number;
  totAmt: number;
  totTaxAmt: number;
  /** yyyyMMddHHmmss, Kigali. */
  vsdcRcptPbctDate: string;
  sdcId: string;
  mrcNo: string;
}

export function signReceipt(secret: string, fields: SignedFields): { intrlData: string; rcptSign: string } {
  const canonical = [
    fields.tin,
    fields.bhfId,
    fields.invcNo,
    fields.rcptTyCd,
    fields.rcptNo,
    fields.totRcptNo,
    fields.totAmt,
    fields.totTaxAmt,
    fields.vsdcRcptPbctDate,
    fields.sdcId,
    fields.mrcNo,
  ].join('|');
  return {
    intrlData: base32(hmac(secret, `intrlData|${canonical}`)).slice(0, INTERNAL_DATA_LENGTH),
    rcptSign: base32(hmac(secret, `rcptSign|${canonical}`)).slice(0, SIGNATURE_LENGTH),
  };
}

/** The communication key initialisation answers: derived, so it is the same after a restart. */
export function communicationKey(secret: string, deviceSerial: string): string {
  return hmac(secret, `cmcKey|${deviceSerial}`).toString('hex').slice(0, 32);
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? out + BASE32[(buffer << (5 - bits)) & 31] : out;
}
