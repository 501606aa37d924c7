import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF and WEBP by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(detectImageType(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('gif');
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('recognises nothing else, whatever the file claims to be', () => {
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes('GIF90a'))).toBeNull();
  });

  it('copes with files shorter than a signature', () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEB'))).toBeNull();
  });
});
