import { describe, expect, it } from 'vitest';
import { storedWidths } from './photo-widths';

describe('the widths a photo is stored at', () => {
  it('are the shop’s widths it reaches, plus its own when narrower than the widest: never enlarged', () => {
    expect(storedWidths(5000)).toEqual([320, 640, 1280]);
    expect(storedWidths(1280)).toEqual([320, 640, 1280]);
    expect(storedWidths(900)).toEqual([320, 640, 900]);
    expect(storedWidths(640)).toEqual([320, 640]);
    expect(storedWidths(200)).toEqual([200]);
  });
});
