import type { FiscalBlock } from './fiscal-receipt-view';
import { CONTENT_WIDTH, MARGIN, PAGE, colour, type PdfWriter } from './pdf-writer';
import { qrMatrix, qrPath, qrSide } from './qr-code';
import type { LabelledValue, ReceiptHeadings } from './receipt-content';
import type { RefundsView } from './refund-view';

/** The QR code's side on the page, quiet zone included: about 4 cm, read easily by a phone. */
export const FISCAL_QR_SIZE = 112;
const ROW = 13;
const VALUE = { size: 9.5 } as const;
const LABEL = { size: 9, colour: colour.muted } as const;

/**
 * A QR code drawn as black squares (one vector path), `top` being its upper edge and `x` its left
 * one: sharp at any zoom or print size, and no image for the CSP to refuse.
 */
export function drawQrCode(pdf: PdfWriter, content: string, x: number, top: number, size: number): void {
  const matrix = qrMatrix(content);
  pdf.page.drawSvgPath(qrPath(matrix), { x, y: top, scale: size / qrSide(matrix), color: colour.ink, borderWidth: 0 });
}

/** Label and value rows; values wrap within `width` from `valueX`. */
function rows(pdf: PdfWriter, values: readonly LabelledValue[], valueX: number, width: number): void {
  for (const [label, value] of values) {
    pdf.text(label, MARGIN, pdf.y, LABEL);
    for (const part of pdf.wrap(value, width, VALUE)) {
      pdf.text(part, valueX, pdf.y, VALUE);
      pdf.y -= ROW;
    }
  }
}

function drawFiscalBlock(pdf: PdfWriter, block: FiscalBlock): void {
  const all = [...block.summary, ...block.sdc];
  const valueX = MARGIN + Math.max(110, ...all.map(([label]) => pdf.widthOf(label, LABEL) + 10));
  const width = PAGE.width - MARGIN - valueX - (block.qr ? FISCAL_QR_SIZE + 16 : 0);
  const rowsHeight = all.reduce((height, [, value]) => height + pdf.wrap(value, width, VALUE).length * ROW, 0) + (block.sdc.length ? 20 : 0);
  const pendingHeight = block.pending ? pdf.wrap(block.pending, CONTENT_WIDTH, VALUE).length * ROW + 6 : 0;
  // A block is never split across two pages.
  pdf.ensureSpace(70 + Math.max(rowsHeight, block.qr ? FISCAL_QR_SIZE : 0) + pendingHeight + (block.copy ? 22 : 0));

  pdf.sectionTitle(block.title);
  pdf.text(block.label, MARGIN, pdf.y, { size: 11, bold: true });
  if (block.copy) pdf.textRight(block.copy.mark, PAGE.width - MARGIN, pdf.y, { size: 14, bold: true });
  pdf.y -= 18;
  const top = pdf.y;
  if (block.qr) drawQrCode(pdf, block.qr.content, PAGE.width - MARGIN - FISCAL_QR_SIZE, top + 8, FISCAL_QR_SIZE);
  rows(pdf, block.summary, valueX, width);
  if (block.sdc.length) {
    pdf.y -= 6;
    pdf.text(block.sdcTitle.toUpperCase(), MARGIN, pdf.y, { size: 8, bold: true, colour: colour.brand });
    pdf.y -= 14;
    rows(pdf, block.sdc, valueX, width);
  }
  if (block.pending) {
    pdf.y -= 6;
    pdf.paragraph(block.pending, MARGIN, CONTENT_WIDTH, { ...VALUE, bold: true }, ROW);
  }
  pdf.y = Math.min(pdf.y, top - (block.qr ? FISCAL_QR_SIZE : 0)) - 4;
  if (block.copy) {
    pdf.text(block.copy.notice, MARGIN, pdf.y, { size: 10, bold: true });
    pdf.y -= 18;
  }
  pdf.rule(pdf.y + 6);
  pdf.y -= 16;
}

/** Each EBM receipt of the order: the signed ones with their SDC information and QR code, the others as pending. */
export function drawFiscalBlocks(pdf: PdfWriter, blocks: readonly FiscalBlock[]): void {
  for (const block of blocks) drawFiscalBlock(pdf, block);
}

/** The refunds: state and amount, the lines that went back, when, and why. */
export function drawRefunds(pdf: PdfWriter, refunds: RefundsView, headings: Pick<ReceiptHeadings, 'refunds' | 'refundedTotal'>): void {
  pdf.sectionTitle(headings.refunds);
  for (const entry of refunds.entries) {
    pdf.ensureSpace(44);
    pdf.text(entry.stateLabel, MARGIN, pdf.y, { size: 10, bold: true });
    pdf.textRight(entry.amount, PAGE.width - MARGIN, pdf.y, { size: 10, bold: true });
    pdf.y -= ROW + 1;
    for (const line of [entry.lines.join(', '), entry.when, entry.reason, entry.failure, entry.manual]) {
      if (line) pdf.paragraph(line, MARGIN, CONTENT_WIDTH, LABEL, 12);
    }
    pdf.y -= 6;
  }
  if (refunds.refundedTotal) {
    pdf.ensureSpace(24);
    pdf.text(headings.refundedTotal, MARGIN, pdf.y, { size: 10, bold: true });
    pdf.textRight(refunds.refundedTotal, PAGE.width - MARGIN, pdf.y, { size: 10, bold: true });
    pdf.y -= 22;
  }
}
