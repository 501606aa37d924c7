import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './pdf-safe-text';

// Latin-1 stands in for the font's WinAnsi set here.
const latin1 = (code: number) => code < 0x100;

describe('pdfSafeText', () => {
  it('turns the no-break space of formatRwf into a plain space', () => {
    expect(pdfSafeText('1,000\u00a0RWF', latin1)).toBe('1,000 RWF');
    expect(pdfSafeText('1\u202f000 RWF', () => true)).toBe('1 000 RWF');
  });

  it('keeps what the font draws and replaces the rest', () => {
    expect(pdfSafeText('Café Kigali', latin1)).toBe('Café Kigali');
    expect(pdfSafeText('A → B', latin1)).toBe('A -> B');
    expect(pdfSafeText('Ćevap', latin1)).toBe('Cevap');
    expect(pdfSafeText('Keyboard 🚀', latin1)).toBe('Keyboard ?');
    expect(pdfSafeText('two\nlines', latin1)).toBe('two lines');
  });
});
