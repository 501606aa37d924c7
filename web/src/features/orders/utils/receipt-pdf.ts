import { CONTENT_WIDTH, MARGIN, PAGE, PdfWriter, colour, type TextStyle } from './pdf-writer';
import { drawFiscalBlocks, drawRefunds } from './receipt-pdf-fiscal';
import type { LabelledValue, ReceiptContent } from './receipt-content';

/**
 * Lays a receipt out on A4 pages with pdf-lib and its built-in Helvetica: no font files,
 * no network, nothing evaluated, so it runs offline and under the app's CSP. Every word
 * comes from the content, in the shopper's language: the French and Kinyarwanda catalogues
 * use only characters of the font's WinAnsi set (é, è, à, ç, ’ …), which receipt-pdf.test.ts
 * checks. The fiscal receipts' QR codes are drawn as vector squares.
 */

// Item table columns: name, quantity, unit price, line total (right edges for the numbers).
const COLUMNS = { name: MARGIN + 8, qtyRight: MARGIN + 318, unitRight: MARGIN + 412, totalRight: PAGE.width - MARGIN - 8 };
const NAME_WIDTH = 250;

export async function renderReceiptPdf(content: ReceiptContent, issuedAt: Date): Promise<Uint8Array> {
  const { headings } = content;
  const pdf = await PdfWriter.create((page) => `${content.shopName} - ${content.title} ${content.orderNumber} - ${headings.page(page)}`);
  const { doc } = pdf;

  doc.setTitle(pdf.safe(`${content.shopName} ${content.title} ${content.orderNumber}`));
  doc.setAuthor(content.shopName);
  doc.setSubject(pdf.safe(headings.subject));
  doc.setCreator(content.shopName);
  doc.setProducer(content.shopName);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);

  // Header band: shop name and tagline on the left, the title ('Receipt') and the order number on the right.
  const bandHeight = 84;
  pdf.page.drawRectangle({ x: 0, y: PAGE.height - bandHeight, width: PAGE.width, height: bandHeight, color: colour.brand });
  pdf.text(content.shopName, MARGIN, PAGE.height - 44, { size: 24, bold: true, colour: colour.white });
  pdf.text(content.tagline, MARGIN, PAGE.height - 64, { size: 9, colour: colour.white });
  pdf.textRight(content.title, PAGE.width - MARGIN, PAGE.height - 42, { size: 20, bold: true, colour: colour.white });
  pdf.textRight(content.orderNumber, PAGE.width - MARGIN, PAGE.height - 62, { size: 11, colour: colour.white });
  pdf.y = PAGE.height - bandHeight - 32;

  // Order details on the left; customer and delivery address on the right.
  const columnTop = pdf.y;
  const rightX = MARGIN + CONTENT_WIDTH / 2 + 12;
  pdf.sectionTitle(headings.details);
  // Values start after the widest label (French and Kinyarwanda labels run longer than English).
  const labelStyle = { size: 9 };
  const valueX = MARGIN + Math.max(96, ...content.details.map(([label]) => pdf.widthOf(label, labelStyle) + 10));
  for (const [label, value] of content.details) {
    const style = { size: 10, bold: value === content.orderNumber };
    pdf.text(label, MARGIN, pdf.y, { size: 9, colour: colour.muted });
    // Long values (a payment reference) wrap before the right-hand column.
    for (const part of pdf.wrap(value, rightX - 16 - valueX, style)) {
      pdf.text(part, valueX, pdf.y, style);
      pdf.y -= 13;
    }
    pdf.y -= 2;
  }
  const leftBottom = pdf.y;

  pdf.y = columnTop;
  pdf.text(headings.customer.toUpperCase(), rightX, pdf.y, { size: 9, bold: true, colour: colour.brand });
  pdf.y -= 16;
  content.customer.forEach((line, index) => {
    pdf.text(line, rightX, pdf.y, { size: 10, bold: index === 0 });
    pdf.y -= 14;
  });
  pdf.y -= 8;
  pdf.text(headings.deliverTo.toUpperCase(), rightX, pdf.y, { size: 9, bold: true, colour: colour.brand });
  pdf.y -= 16;
  content.deliveryAddress.forEach((line, index) => {
    for (const part of pdf.wrap(line, PAGE.width - MARGIN - rightX, { size: 10 })) {
      pdf.text(part, rightX, pdf.y, { size: 10, bold: index === 0 });
      pdf.y -= 14;
    }
  });
  pdf.y = Math.min(pdf.y, leftBottom) - 18;

  // Items.
  function tableHeader() {
    pdf.page.drawRectangle({ x: MARGIN, y: pdf.y - 8, width: CONTENT_WIDTH, height: 24, color: colour.band });
    const style = { size: 9, bold: true, colour: colour.muted };
    pdf.text(headings.item, COLUMNS.name, pdf.y, style);
    pdf.textRight(headings.quantity, COLUMNS.qtyRight, pdf.y, style);
    pdf.textRight(headings.unitPrice, COLUMNS.unitRight, pdf.y, style);
    pdf.textRight(headings.lineTotal, COLUMNS.totalRight, pdf.y, style);
    pdf.y -= 26;
  }
  pdf.sectionTitle(headings.items);
  tableHeader();
  for (const line of content.lines) {
    const nameLines = pdf.wrap(line.name, NAME_WIDTH, { size: 10, bold: true });
    const height = nameLines.length * 13 + (line.detail ? 12 : 0) + 10;
    if (pdf.y - height < MARGIN) {
      pdf.ensureSpace(height + 40);
      tableHeader();
    }
    const top = pdf.y;
    nameLines.forEach((part, index) => pdf.text(part, COLUMNS.name, top - index * 13, { size: 10, bold: true }));
    if (line.detail) pdf.text(line.detail, COLUMNS.name, top - nameLines.length * 13, { size: 8.5, colour: colour.muted });
    pdf.textRight(line.quantity, COLUMNS.qtyRight, top);
    pdf.textRight(line.unitPrice, COLUMNS.unitRight, top);
    pdf.textRight(line.lineTotal, COLUMNS.totalRight, top, { bold: true });
    pdf.y = top - height + 4;
    pdf.rule(pdf.y + 6);
    pdf.y -= 10;
  }

  // Totals, right-aligned, then the VAT-inclusive breakdown.
  const labelX = MARGIN + CONTENT_WIDTH / 2 + 12;
  function amountRow([label, value]: LabelledValue, style: TextStyle = {}) {
    pdf.text(label, labelX, pdf.y, { size: style.size ?? 10, colour: style.bold ? colour.text : colour.muted, bold: style.bold });
    pdf.textRight(value, PAGE.width - MARGIN, pdf.y, style);
    pdf.y -= (style.size ?? 10) + 7;
  }
  pdf.ensureSpace(150);
  pdf.y -= 4;
  for (const row of content.totals) amountRow(row);
  pdf.rule(pdf.y + 8, 1, colour.text, labelX);
  pdf.y -= 6;
  amountRow(content.total, { size: 13, bold: true });
  pdf.y -= 4;
  const vatBoxHeight = content.vat.length * 17 + 30;
  pdf.page.drawRectangle({ x: labelX - 10, y: pdf.y - vatBoxHeight + 14, width: PAGE.width - MARGIN - labelX + 10, height: vatBoxHeight, color: colour.brandSoft });
  pdf.text(headings.vatBreakdown.toUpperCase(), labelX, pdf.y, { size: 8, bold: true, colour: colour.brand });
  pdf.y -= 16;
  for (const row of content.vat) amountRow(row, { size: 10 });
  pdf.y -= 18;

  // The fiscal receipts (SDC information before the last block, as RRA asks) and the refunds.
  drawFiscalBlocks(pdf, content.fiscal);
  if (content.refunds) drawRefunds(pdf, content.refunds, headings);

  // Notes and support contacts.
  pdf.sectionTitle(headings.notes);
  for (const note of content.notes) {
    pdf.paragraph(note, MARGIN, CONTENT_WIDTH, { size: 9, colour: colour.muted }, 12.5);
    pdf.y -= 4;
  }
  pdf.y -= 6;
  pdf.sectionTitle(headings.support);
  for (const line of content.supportLines) {
    pdf.ensureSpace(14);
    pdf.text(line, MARGIN, pdf.y, { size: 9, colour: colour.muted });
    pdf.y -= 12.5;
  }
  pdf.ensureSpace(30);
  pdf.y -= 14;
  pdf.text(headings.thanks, MARGIN, pdf.y, { size: 11, bold: true, colour: colour.brand });
  pdf.footer();

  return doc.save();
}
