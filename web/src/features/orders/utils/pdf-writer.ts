import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { pdfSafeText } from './pdf-safe-text';

/** A4 in points, and the margin every side keeps. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE.width - MARGIN * 2;

export const colour = {
  brand: rgb(0.263, 0.22, 0.792), // #4338ca
  brandSoft: rgb(0.933, 0.949, 1), // #eef2ff
  text: rgb(0.059, 0.09, 0.165), // #0f172a
  muted: rgb(0.278, 0.333, 0.412), // #475569
  border: rgb(0.886, 0.91, 0.941), // #e2e8f0
  band: rgb(0.945, 0.961, 0.976), // #f1f5f9
  white: rgb(1, 1, 1),
  /** Pure black: a QR code reads best at the highest contrast. */
  ink: rgb(0, 0, 0),
} as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: RGB;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Writes text top to bottom on A4 pages with pdf-lib's built-in Helvetica: `y` is where the next
 * line goes, and a new page starts (with the footer on the one before) when the space runs out.
 * Every string goes through pdfSafeText first: the standard fonts cannot draw every character.
 */
export class PdfWriter {
  page: PDFPage;
  y = PAGE.height - MARGIN;
  pageNumber = 1;
  private readonly drawable: Set<number>;

  private constructor(
    readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footerText: (page: number) => string,
  ) {
    this.drawable = new Set(fonts.regular.getCharacterSet());
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  static async create(footerText: (page: number) => string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    return new PdfWriter(doc, fonts, footerText);
  }

  safe(text: string): string {
    return pdfSafeText(text, (code) => this.drawable.has(code));
  }

  private fontOf(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.fontOf(style).widthOfTextAtSize(this.safe(text), style.size ?? 10);
  }

  text(value: string, x: number, atY: number, style: TextStyle = {}): void {
    this.page.drawText(this.safe(value), { x, y: atY, size: style.size ?? 10, font: this.fontOf(style), color: style.colour ?? colour.text });
  }

  textRight(value: string, right: number, atY: number, style: TextStyle = {}): void {
    this.text(value, right - this.widthOf(value, style), atY, style);
  }

  /** Splits text into lines no wider than `width` (long words are cut). */
  wrap(value: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(value).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.widthOf(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (this.widthOf(rest, style) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && this.widthOf(rest.slice(0, cut), style) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /** Writes `value` from `x`, wrapped to `width`, one line every `lineHeight` points down. */
  paragraph(value: string, x: number, width: number, style: TextStyle = {}, lineHeight = (style.size ?? 10) + 3.5): void {
    for (const part of this.wrap(value, width, style)) {
      this.ensureSpace(lineHeight + 2);
      this.text(part, x, this.y, style);
      this.y -= lineHeight;
    }
  }

  footer(): void {
    this.text(this.footerText(this.pageNumber), MARGIN, MARGIN / 2, { size: 8, colour: colour.muted });
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureSpace(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.footer();
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageNumber += 1;
    this.y = PAGE.height - MARGIN;
  }

  rule(atY: number, thickness = 0.75, lineColour: RGB = colour.border, from = MARGIN, to = PAGE.width - MARGIN): void {
    this.page.drawLine({ start: { x: from, y: atY }, end: { x: to, y: atY }, thickness, color: lineColour });
  }

  sectionTitle(title: string): void {
    this.ensureSpace(28);
    this.text(title.toUpperCase(), MARGIN, this.y, { size: 9, bold: true, colour: colour.brand });
    this.y -= 16;
  }
}
