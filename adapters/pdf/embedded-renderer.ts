// In-process PdfRenderer (pdfkit), the embedded default when GOTENBERG_URL is not set: the same
// document model laid out as text blocks (embedded-layout.ts), A4, with PDF metadata (title,
// language) and, when the document asks, a footer with page numbers on every page.
import PDFDocument from 'pdfkit';
import {
  PdfRenderError,
  type PdfRenderer,
  type PrintableDocument,
  pageLabel,
  sectionBlocks,
} from '../../core/ports/pdf-renderer.js';
import { MM, drawBlock, drawHeading, measureBlock } from './embedded-layout.js';
import { toWinAnsi } from './win-ansi.js';

export { toWinAnsi };

/** The footer line of every page, drawn once the page count is known (pages are buffered). */
function drawFooters(pdf: PDFKit.PDFDocument, document: PrintableDocument): void {
  const footer = document.footer;
  if (!footer || (!footer.text && !footer.pageNumbers)) return;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    const { left, right, bottom } = pdf.page.margins;
    const width = pdf.page.width - left - right;
    const y = pdf.page.height - bottom + 8 * MM;
    // Writing below the bottom margin would start a new page: lift the margin while drawing.
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(8).fillColor('#444444');
    if (footer.text) pdf.text(toWinAnsi(footer.text), left, y, { width: width * 0.7, lineBreak: false });
    if (footer.pageNumbers)
      pdf.text(pageLabel(document.language, i - range.start + 1, range.count), left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}

function drawDocument(pdf: PDFKit.PDFDocument, document: PrintableDocument): void {
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(toWinAnsi(document.title), { width });
  if (document.subtitle)
    pdf.moveDown(0.2).font('Helvetica').fontSize(11).fillColor('#444444').text(toWinAnsi(document.subtitle), { width });
  pdf.moveDown(0.8);
  for (const section of document.sections) {
    const blocks = sectionBlocks(section);
    const height = section.keepTogether ? blocks.reduce((sum, block) => sum + measureBlock(pdf, block), 0) : 0;
    // A section kept together that fits on a page starts a new page rather than split.
    drawHeading(pdf, section.heading, height <= pdf.page.height * 0.7 ? height : 0);
    for (const block of blocks) drawBlock(pdf, block);
  }
  drawFooters(pdf, document);
}

export class EmbeddedPdfRenderer implements PdfRenderer {
  readonly kind = 'embedded';

  constructor(private readonly now: () => Date = () => new Date()) {}

  render(document: PrintableDocument): Promise<Uint8Array> {
    return new Promise<Uint8Array>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let pdf: PDFKit.PDFDocument;
      try {
        pdf = new PDFDocument({
          size: 'A4',
          margins: { top: 20 * MM, bottom: 20 * MM, left: 18 * MM, right: 18 * MM },
          bufferPages: true,
          lang: document.language ?? 'fr',
          displayTitle: true,
          info: { Title: document.title, Creator: 'rental-service', CreationDate: this.now() },
        });
      } catch (error) {
        reject(new PdfRenderError(`could not start the PDF: ${(error as Error).message}`, undefined, { cause: error }));
        return;
      }
      pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      pdf.on('error', (error: Error) =>
        reject(new PdfRenderError(`PDF rendering failed: ${error.message}`, undefined, { cause: error })),
      );
      try {
        drawDocument(pdf, document);
        pdf.end();
      } catch (error) {
        reject(new PdfRenderError(`PDF rendering failed: ${(error as Error).message}`, undefined, { cause: error }));
      }
    });
  }
}
