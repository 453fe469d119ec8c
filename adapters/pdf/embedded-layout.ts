// How the embedded renderer draws each block of the document model with pdfkit: the same sizes
// and order as the HTML template (html-template.ts), so both renderers read the same.
import type { DocumentBlock, DocumentSigner } from '../../core/ports/pdf-renderer.js';
import { toWinAnsi } from './win-ansi.js';

export const MM = 72 / 25.4;
const INK = '#111111';
const GREY = '#444444';
const RULE = '#999999';
const CELL_PADDING = 3;
const SIGNER_HEIGHT = 32 * MM;
const SIGNER_GAP = 6 * MM;

type Pdf = PDFKit.PDFDocument;

function frame(pdf: Pdf) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  return { left, width, bottom };
}

/** A new page unless `height` points still fit on this one. */
export function keepTogether(pdf: Pdf, height: number): void {
  if (pdf.y + height > frame(pdf).bottom) pdf.addPage();
}

/** Height a heading takes, with the space around it. */
const HEADING_HEIGHT = 40;

export function drawHeading(pdf: Pdf, text: string, followedBy = 60): void {
  // Keep a heading with at least the first lines of its section (or all of it when asked).
  keepTogether(pdf, Math.max(60, HEADING_HEIGHT + followedBy));
  const { left, width } = frame(pdf);
  pdf.moveDown(0.4).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(toWinAnsi(text), left, pdf.y, { width });
  const ruleY = pdf.y + 1;
  pdf
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.moveDown(0.4);
}

function drawList(pdf: Pdf, items: string[]): void {
  const { left, width } = frame(pdf);
  const indent = 12;
  pdf.font('Helvetica').fontSize(11).fillColor(INK);
  for (const item of items) {
    const text = toWinAnsi(item);
    keepTogether(pdf, pdf.heightOfString(text, { width: width - indent, lineGap: 2 }));
    const y = pdf.y;
    pdf.text('•', left, y, { lineBreak: false });
    pdf.text(text, left + indent, y, { width: width - indent, lineGap: 2, paragraphGap: 2 });
  }
  pdf.x = left;
  pdf.moveDown(0.3);
}

function drawTableRow(pdf: Pdf, cells: string[], widths: number[], header: boolean): void {
  const { left } = frame(pdf);
  pdf.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  const texts = cells.map(toWinAnsi);
  const height =
    Math.max(...texts.map((text, i) => pdf.heightOfString(text, { width: widths[i] - 2 * CELL_PADDING }))) +
    2 * CELL_PADDING;
  const y = pdf.y;
  let x = left;
  texts.forEach((text, i) => {
    if (header) pdf.rect(x, y, widths[i], height).fillColor('#eeeeee').fill();
    pdf.rect(x, y, widths[i], height).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.fillColor(INK).text(text, x + CELL_PADDING, y + CELL_PADDING, { width: widths[i] - 2 * CELL_PADDING });
    x += widths[i];
  });
  pdf.x = left;
  pdf.y = y + height;
}

function drawTable(pdf: Pdf, block: Extract<DocumentBlock, { kind: 'table' }>): void {
  const { width } = frame(pdf);
  const relative = block.widths ?? block.columns.map(() => 1);
  const total = relative.reduce((sum, w) => sum + w, 0);
  const widths = relative.map((w) => (w / total) * width);
  const rowHeight = (cells: string[], header: boolean) => {
    pdf.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    return (
      Math.max(...cells.map((c, i) => pdf.heightOfString(toWinAnsi(c), { width: widths[i] - 2 * CELL_PADDING }))) +
      2 * CELL_PADDING
    );
  };
  keepTogether(pdf, rowHeight(block.columns, true) + (block.rows[0] ? rowHeight(block.rows[0], false) : 0));
  drawTableRow(pdf, block.columns, widths, true);
  for (const row of block.rows) {
    // A row never splits: it moves to the next page, under the header again.
    if (pdf.y + rowHeight(row, false) > frame(pdf).bottom) {
      pdf.addPage();
      drawTableRow(pdf, block.columns, widths, true);
    }
    drawTableRow(pdf, row, widths, false);
  }
  pdf.moveDown(0.6);
}

function drawSigner(pdf: Pdf, signer: DocumentSigner, x: number, y: number, width: number): void {
  pdf.rect(x, y, width, SIGNER_HEIGHT).lineWidth(0.5).strokeColor(RULE).stroke();
  const inner = { width: width - 10 };
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(toWinAnsi(signer.role), x + 5, y + 4, inner);
  pdf.font('Helvetica').text(toWinAnsi(signer.name), x + 5, pdf.y + 2, inner);
  if (signer.note)
    pdf
      .fontSize(9)
      .fillColor(GREY)
      .text(toWinAnsi(signer.note), x + 5, pdf.y + 2, inner);
}

function drawSignatures(pdf: Pdf, signers: DocumentSigner[]): void {
  const { left, width } = frame(pdf);
  const rows = Math.ceil(signers.length / 2);
  pdf.moveDown(0.4);
  keepTogether(pdf, rows * (SIGNER_HEIGHT + SIGNER_GAP));
  const boxWidth = (width - SIGNER_GAP) / 2;
  const top = pdf.y;
  signers.forEach((signer, i) => {
    const y = top + Math.floor(i / 2) * (SIGNER_HEIGHT + SIGNER_GAP);
    drawSigner(pdf, signer, left + (i % 2) * (boxWidth + SIGNER_GAP), y, boxWidth);
  });
  pdf.x = left;
  pdf.y = top + rows * (SIGNER_HEIGHT + SIGNER_GAP);
}

/** The height a block takes once drawn (an estimate on the safe side), to keep a section on one page. */
export function measureBlock(pdf: Pdf, block: DocumentBlock): number {
  const { width } = frame(pdf);
  const text = (value: string, size: number, bold = false, indent = 0) =>
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .heightOfString(toWinAnsi(value), { width: width - indent, lineGap: 2 }) + 6;
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return text(block.text, 11, block.kind === 'subheading') + (block.kind === 'subheading' ? 8 : 0);
    case 'note':
      return text(block.text, 9);
    case 'fields':
      return block.fields.reduce((sum, field) => sum + text(`${field.label} : ${field.value}`, 11, true), 0);
    case 'list':
      return block.items.reduce((sum, item) => sum + text(item, 11, false, 12), 8);
    case 'table':
      return [block.columns, ...block.rows].reduce((sum, row) => sum + Math.max(...row.map((c) => text(c, 10))), 12);
    case 'signatures':
      return Math.ceil(block.signers.length / 2) * (SIGNER_HEIGHT + SIGNER_GAP) + 12;
  }
}

export function drawBlock(pdf: Pdf, block: DocumentBlock): void {
  const { left, width } = frame(pdf);
  const body = { width, lineGap: 2, paragraphGap: 6 };
  switch (block.kind) {
    case 'paragraph':
      pdf.font('Helvetica').fontSize(11).fillColor(INK).text(toWinAnsi(block.text), left, pdf.y, body);
      return;
    case 'subheading':
      keepTogether(pdf, 50);
      pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(11).fillColor(INK);
      pdf.text(toWinAnsi(block.text), left, pdf.y, { width, paragraphGap: 4 });
      return;
    case 'note':
      pdf.font('Helvetica').fontSize(9).fillColor(GREY).text(toWinAnsi(block.text), left, pdf.y, body);
      return;
    case 'fields':
      for (const field of block.fields) {
        pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
        pdf.text(toWinAnsi(`${field.label} : `), left, pdf.y, { width, lineGap: 2, continued: true });
        pdf.font('Helvetica').text(toWinAnsi(field.value), { lineGap: 2, paragraphGap: 3 });
      }
      pdf.moveDown(0.2);
      return;
    case 'list':
      drawList(pdf, block.items);
      return;
    case 'table':
      drawTable(pdf, block);
      return;
    case 'signatures':
      drawSignatures(pdf, block.signers);
      return;
  }
}
