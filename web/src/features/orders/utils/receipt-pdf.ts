import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { pdfSafeText } from './pdf-safe-text';
import type { LabelledValue, ReceiptContent } from './receipt-content';

/**
 * Lays a receipt out on A4 pages with pdf-lib and its built-in Helvetica: no font files,
 * no network, nothing evaluated, so it runs offline and under the app's CSP. Every string
 * goes through pdfSafeText first (the standard fonts cannot draw every character). Every
 * word comes from the content, in the shopper's language: the French and Kinyarwanda
 * catalogues use only characters of the font's WinAnsi set (é, è, à, ç, ’ …), which
 * receipt-pdf.test.ts checks.
 */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;

const colour = {
  brand: rgb(0.263, 0.22, 0.792), // #4338ca
  brandSoft: rgb(0.933, 0.949, 1), // #eef2ff
  text: rgb(0.059, 0.09, 0.165), // #0f172a
  muted: rgb(0.278, 0.333, 0.412), // #475569
  border: rgb(0.886, 0.91, 0.941), // #e2e8f0
  band: rgb(0.945, 0.961, 0.976), // #f1f5f9
  white: rgb(1, 1, 1),
} as const;

// Item table columns: name, quantity, unit price, line total (right edges for the numbers).
const COLUMNS = { name: MARGIN + 8, qtyRight: MARGIN + 318, unitRight: MARGIN + 412, totalRight: PAGE.width - MARGIN - 8 };
const NAME_WIDTH = 250;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: RGB;
}

export async function renderReceiptPdf(content: ReceiptContent, issuedAt: Date): Promise<Uint8Array> {
  const { headings } = content;
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const drawable = new Set(fonts.regular.getCharacterSet());
  const safe = (text: string) => pdfSafeText(text, (code) => drawable.has(code));

  doc.setTitle(safe(`${content.shopName} ${content.title} ${content.orderNumber}`));
  doc.setAuthor(content.shopName);
  doc.setSubject(safe(headings.subject));
  doc.setCreator(content.shopName);
  doc.setProducer(content.shopName);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  let pageNumber = 1;

  const fontOf = (style: TextStyle) => (style.bold ? fonts.bold : fonts.regular);
  const widthOf = (text: string, style: TextStyle = {}) => fontOf(style).widthOfTextAtSize(safe(text), style.size ?? 10);

  function text(value: string, x: number, atY: number, style: TextStyle = {}) {
    page.drawText(safe(value), { x, y: atY, size: style.size ?? 10, font: fontOf(style), color: style.colour ?? colour.text });
  }

  function textRight(value: string, right: number, atY: number, style: TextStyle = {}) {
    text(value, right - widthOf(value, style), atY, style);
  }

  /** Splits text into lines no wider than `width` (long words are cut). */
  function wrap(value: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of safe(value).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (widthOf(rest, style) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(rest.slice(0, cut), style) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  function footer() {
    const label = `${content.shopName} - ${content.title} ${content.orderNumber} - ${headings.page(pageNumber)}`;
    text(label, MARGIN, MARGIN / 2, { size: 8, colour: colour.muted });
  }

  /** Starts a new page when fewer than `height` points are left. */
  function ensureSpace(height: number) {
    if (y - height >= MARGIN) return;
    footer();
    page = doc.addPage([PAGE.width, PAGE.height]);
    pageNumber += 1;
    y = PAGE.height - MARGIN;
  }

  function rule(atY: number, thickness = 0.75, lineColour: RGB = colour.border) {
    page.drawLine({ start: { x: MARGIN, y: atY }, end: { x: PAGE.width - MARGIN, y: atY }, thickness, color: lineColour });
  }

  function sectionTitle(title: string) {
    ensureSpace(28);
    text(title.toUpperCase(), MARGIN, y, { size: 9, bold: true, colour: colour.brand });
    y -= 16;
  }

  // Header band: shop name and tagline on the left, the title ('Receipt') and the order number on the right.
  const bandHeight = 84;
  page.drawRectangle({ x: 0, y: PAGE.height - bandHeight, width: PAGE.width, height: bandHeight, color: colour.brand });
  text(content.shopName, MARGIN, PAGE.height - 44, { size: 24, bold: true, colour: colour.white });
  text(content.tagline, MARGIN, PAGE.height - 64, { size: 9, colour: colour.white });
  textRight(content.title, PAGE.width - MARGIN, PAGE.height - 42, { size: 20, bold: true, colour: colour.white });
  textRight(content.orderNumber, PAGE.width - MARGIN, PAGE.height - 62, { size: 11, colour: colour.white });
  y = PAGE.height - bandHeight - 32;

  // Order details on the left; customer and delivery address on the right.
  const columnTop = y;
  const rightX = MARGIN + CONTENT_WIDTH / 2 + 12;
  sectionTitle(headings.details);
  // Values start after the widest label (French and Kinyarwanda labels run longer than English).
  const labelStyle = { size: 9 };
  const valueX = MARGIN + Math.max(96, ...content.details.map(([label]) => widthOf(label, labelStyle) + 10));
  for (const [label, value] of content.details) {
    const style = { size: 10, bold: value === content.orderNumber };
    text(label, MARGIN, y, { size: 9, colour: colour.muted });
    // Long values (a payment reference) wrap before the right-hand column.
    for (const part of wrap(value, rightX - 16 - valueX, style)) {
      text(part, valueX, y, style);
      y -= 13;
    }
    y -= 2;
  }
  const leftBottom = y;

  y = columnTop;
  text(headings.customer.toUpperCase(), rightX, y, { size: 9, bold: true, colour: colour.brand });
  y -= 16;
  content.customer.forEach((line, index) => {
    text(line, rightX, y, { size: 10, bold: index === 0 });
    y -= 14;
  });
  y -= 8;
  text(headings.deliverTo.toUpperCase(), rightX, y, { size: 9, bold: true, colour: colour.brand });
  y -= 16;
  content.deliveryAddress.forEach((line, index) => {
    for (const part of wrap(line, PAGE.width - MARGIN - rightX, { size: 10 })) {
      text(part, rightX, y, { size: 10, bold: index === 0 });
      y -= 14;
    }
  });
  y = Math.min(y, leftBottom) - 18;

  // Items.
  function tableHeader() {
    page.drawRectangle({ x: MARGIN, y: y - 8, width: CONTENT_WIDTH, height: 24, color: colour.band });
    const style = { size: 9, bold: true, colour: colour.muted };
    text(headings.item, COLUMNS.name, y, style);
    textRight(headings.quantity, COLUMNS.qtyRight, y, style);
    textRight(headings.unitPrice, COLUMNS.unitRight, y, style);
    textRight(headings.lineTotal, COLUMNS.totalRight, y, style);
    y -= 26;
  }
  sectionTitle(headings.items);
  tableHeader();
  for (const line of content.lines) {
    const nameLines = wrap(line.name, NAME_WIDTH, { size: 10, bold: true });
    const height = nameLines.length * 13 + (line.detail ? 12 : 0) + 10;
    if (y - height < MARGIN) {
      ensureSpace(height + 40);
      tableHeader();
    }
    const top = y;
    nameLines.forEach((part, index) => text(part, COLUMNS.name, top - index * 13, { size: 10, bold: true }));
    if (line.detail) text(line.detail, COLUMNS.name, top - nameLines.length * 13, { size: 8.5, colour: colour.muted });
    textRight(line.quantity, COLUMNS.qtyRight, top);
    textRight(line.unitPrice, COLUMNS.unitRight, top);
    textRight(line.lineTotal, COLUMNS.totalRight, top, { bold: true });
    y = top - height + 4;
    rule(y + 6);
    y -= 10;
  }

  // Totals, right-aligned, then the VAT-inclusive breakdown.
  const labelX = MARGIN + CONTENT_WIDTH / 2 + 12;
  function amountRow([label, value]: LabelledValue, style: TextStyle = {}) {
    text(label, labelX, y, { size: style.size ?? 10, colour: style.bold ? colour.text : colour.muted, bold: style.bold });
    textRight(value, PAGE.width - MARGIN, y, style);
    y -= (style.size ?? 10) + 7;
  }
  ensureSpace(150);
  y -= 4;
  for (const row of content.totals) amountRow(row);
  page.drawLine({ start: { x: labelX, y: y + 8 }, end: { x: PAGE.width - MARGIN, y: y + 8 }, thickness: 1, color: colour.text });
  y -= 6;
  amountRow(content.total, { size: 13, bold: true });
  y -= 4;
  const vatBoxHeight = content.vat.length * 17 + 30;
  page.drawRectangle({ x: labelX - 10, y: y - vatBoxHeight + 14, width: PAGE.width - MARGIN - labelX + 10, height: vatBoxHeight, color: colour.brandSoft });
  text(headings.vatBreakdown.toUpperCase(), labelX, y, { size: 8, bold: true, colour: colour.brand });
  y -= 16;
  for (const row of content.vat) amountRow(row, { size: 10 });
  y -= 18;

  // Notes and support contacts.
  sectionTitle(headings.notes);
  for (const note of content.notes) {
    for (const part of wrap(note, CONTENT_WIDTH, { size: 9 })) {
      ensureSpace(14);
      text(part, MARGIN, y, { size: 9, colour: colour.muted });
      y -= 12.5;
    }
    y -= 4;
  }
  y -= 6;
  sectionTitle(headings.support);
  for (const line of content.supportLines) {
    ensureSpace(14);
    text(line, MARGIN, y, { size: 9, colour: colour.muted });
    y -= 12.5;
  }
  ensureSpace(30);
  y -= 14;
  text(headings.thanks, MARGIN, y, { size: 11, bold: true, colour: colour.brand });
  footer();

  return doc.save();
}
