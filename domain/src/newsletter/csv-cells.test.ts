import { describe, expect, it } from 'vitest';
import { csvField, csvRow, neutraliseCsvCell, subscriberCsvHeader, subscriberCsvRow, subscribersCsvFilename } from './csv-cells';

describe('CSV cells', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    for (const value of ['=1+1', '+250788', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCsvCell(value)).toBe(`'${value}`);
    for (const value of ['jean@example.rw', '', 'a=b', "'quoted"]) expect(neutraliseCsvCell(value)).toBe(value);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('\rcarriage')).toBe('"\'\rcarriage"');
  });

  it('ends each row with CRLF', () => {
    expect(subscriberCsvHeader()).toBe('Email,Subscribed Date,Status\r\n');
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('writes a subscriber as e-mail, day and status', () => {
    expect(subscriberCsvRow({ email: 'jean@example.rw', subscribedAt: '2026-11-14T09:00:00.000Z', isActive: true })).toBe('jean@example.rw,2026-11-14,Active\r\n');
    expect(subscriberCsvRow({ email: '-x@example.rw', subscribedAt: '2026-01-01T22:30:00.000Z', isActive: false })).toBe("'-x@example.rw,2026-01-02,Inactive\r\n");
    expect(subscribersCsvFilename(new Date('2026-11-14T21:59:00Z'))).toBe('subscribers-2026-11-14.csv');
    expect(subscribersCsvFilename(new Date('2026-11-14T22:00:00Z'))).toBe('subscribers-2026-11-15.csv');
  });
});
