import { describe, expect, it } from 'vitest';
import { isRwandanPhone, normaliseRwandanMsisdn, phoneSearchWords } from './rwandan-phone';

describe('normaliseRwandanMsisdn', () => {
  it.each([
    ['0781234567', '250781234567'],
    ['0791234567', '250791234567'],
    ['0721234567', '250721234567'],
    ['0731234567', '250731234567'],
    ['250781234567', '250781234567'],
    ['+250781234567', '250781234567'],
    ['078 123 4567', '250781234567'],
    ['078-123-4567', '250781234567'],
    ['+250 78 123 45 67', '250781234567'],
    [' 0781234567 ', '250781234567'],
  ])('reads %j as %s', (input, msisdn) => {
    expect(normaliseRwandanMsisdn(input)).toBe(msisdn);
    expect(isRwandanPhone(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['078123456', 'one digit short'],
    ['07812345678', 'one digit long'],
    ['0741234567', 'not a mobile prefix'],
    ['0771234567', 'not a mobile prefix'],
    ['0281234567', 'a landline'],
    ['781234567', 'no leading 0'],
    ['+256781234567', 'Uganda'],
    ['2500781234567', 'country code and trunk 0'],
    ['+25078123456a', 'a letter'],
    ['(078) 123 4567', 'brackets'],
  ])('rejects %j (%s)', (input) => {
    expect(normaliseRwandanMsisdn(input)).toBeNull();
    expect(isRwandanPhone(input)).toBe(false);
  });
});

describe('the words a delivery phone is searched by', () => {
  it('are the international and the local form of a Rwandan mobile number, however it was typed', () => {
    expect(phoneSearchWords('0788 123-456')).toEqual(['250788123456', '0788123456']);
    expect(phoneSearchWords('+250 722 000 111')).toEqual(['250722000111', '0722000111']);
  });

  it('are the digits of any other number, and nothing without digits', () => {
    expect(phoneSearchWords('+1 (415) 555-0100')).toEqual(['14155550100']);
    expect(phoneSearchWords('none')).toEqual([]);
  });
});
