import { describe, expect, it } from 'vitest';
import { countSegments, smsEncoding } from './sms-segments';

describe('the encoding of a text message', () => {
  it('is GSM-7 for English and Kinyarwanda, and for French with the accents the GSM alphabet has', () => {
    expect(smsEncoding('DevShop: order DS-20261128-0042 is on its way. Tracking RW123.')).toBe('GSM-7');
    expect(smsEncoding('Murakoze! Ibyo mwatumije DS-20261128-0042 biri mu nzira.')).toBe('GSM-7');
    expect(smsEncoding('Votre commande est livrée. Où êtes-vous ?'.replace('ê', 'e'))).toBe('GSM-7');
    expect(smsEncoding('Prix: 50,000 RWF {TVA} [incluse] ~ € | ^ \\')).toBe('GSM-7');
  });

  it('is UCS-2 for a character outside the GSM alphabet: ê, ç, â, an emoji, a no-break space', () => {
    for (const text of ['Fenêtre', 'reçu', 'gâteau', 'Murakoze 🎉', '50,000\u00a0RWF']) expect(smsEncoding(text), text).toBe('UCS-2');
  });
});

describe('the number of segments a text is sent and paid as', () => {
  it('holds 160 GSM-7 characters in one message, then 153 in each part', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(countSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(countSegments('a'.repeat(306))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(countSegments('a'.repeat(307))).toEqual({ encoding: 'GSM-7', segments: 3 });
  });

  it('counts an extension character ({, €, ...) as two, and never splits it between parts', () => {
    expect(countSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(countSegments('€'.repeat(81))).toEqual({ encoding: 'GSM-7', segments: 2 });
    // 152 septets, then a two-septet character that does not fit the first part's last septet.
    expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'GSM-7', segments: 3 });
  });

  it('holds 70 UCS-2 units in one message, then 67 in each part, an emoji taking two and never split', () => {
    expect(countSegments('ê'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(countSegments('ê'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(countSegments('ê'.repeat(134))).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(countSegments('🎉'.repeat(35))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(countSegments(`${'ê'.repeat(66)}🎉${'ê'.repeat(66)}`)).toEqual({ encoding: 'UCS-2', segments: 3 });
  });

  it('sends an empty text as one message', () => {
    expect(countSegments('')).toEqual({ encoding: 'GSM-7', segments: 1 });
  });
});
