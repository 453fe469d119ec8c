// In-process PdfRenderer (pdfkit), the embedded default when GOTENBERG_URL is not set: the same
// document model laid out as text blocks, A4, with PDF metadata (title, language).
import PDFDocument from 'pdfkit';
import { PdfRenderError, type PdfRenderer, type PrintableDocument } from '../../core/ports/pdf-renderer.js';

// pdfkit's built-in fonts (Helvetica) encode text as WinAnsi: Latin-1 plus these characters.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  '\u202f': ' ', // narrow no-break space (French number and punctuation spacing)
  '\u2009': ' ', // thin space
  '\u2007': ' ', // figure space
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus sign
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u200b': '', // zero-width space
};

/** Text as the built-in fonts can draw it: unknown characters become `?` rather than garbage glyphs. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    )
      out += char;
    else out += '?';
  }
  return out;
}

const MM = 72 / 25.4;

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
        const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
        pdf.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(toWinAnsi(document.title), { width });
        if (document.subtitle)
          pdf
            .moveDown(0.2)
            .font('Helvetica')
            .fontSize(11)
            .fillColor('#444444')
            .text(toWinAnsi(document.subtitle), { width });
        pdf.moveDown(0.8);
        for (const section of document.sections) {
          // Keep a heading with at least the first lines of its section.
          if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 60) pdf.addPage();
          pdf
            .moveDown(0.4)
            .font('Helvetica-Bold')
            .fontSize(13)
            .fillColor('#111111')
            .text(toWinAnsi(section.heading), { width });
          const ruleY = pdf.y + 1;
          pdf
            .moveTo(pdf.page.margins.left, ruleY)
            .lineTo(pdf.page.margins.left + width, ruleY)
            .lineWidth(0.5)
            .strokeColor('#999999')
            .stroke();
          pdf.moveDown(0.4);
          for (const paragraph of section.paragraphs) {
            pdf
              .font('Helvetica')
              .fontSize(11)
              .fillColor('#111111')
              .text(toWinAnsi(paragraph), { width, lineGap: 2, paragraphGap: 6 });
          }
        }
        pdf.end();
      } catch (error) {
        reject(new PdfRenderError(`PDF rendering failed: ${(error as Error).message}`, undefined, { cause: error }));
      }
    });
  }
}
