import { describe, expect, it } from 'vitest';
import { vsdcDate, vsdcTimestamp, vsdcTimestampToIso } from './vsdc-time';

describe('VSDC dates, in Kigali time', () => {
  it('writes yyyyMMddHHmmss and yyyyMMdd in Kigali (UTC+2, no daylight saving)', () => {
    expect(vsdcTimestamp('2020-01-27T19:03:00Z')).toBe('20200127210300');
    expect(vsdcTimestamp(new Date('2024-07-01T12:00:00Z'))).toBe('20240701140000');
    expect(vsdcDate('2024-12-31T22:30:00Z')).toBe('20250101');
  });

  it('reads the VSDC’s stamp back as an ISO instant with the Kigali offset', () => {
    const iso = vsdcTimestampToIso('20211027162114');
    expect(iso).toBe('2021-10-27T16:21:14+02:00');
    expect(new Date(iso!).toISOString()).toBe('2021-10-27T14:21:14.000Z');
  });

  it.each(['2021102716211', '2021-10-27', '20211327162114', '20210231120000', '20211027250000', ''])('refuses %j', (stamp) => {
    expect(vsdcTimestampToIso(stamp)).toBeNull();
  });
});
