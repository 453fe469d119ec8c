// Rendering through the PdfRenderer port: a renderer that cannot produce the PDF (Gotenberg out of
// reach, a peer error) is a 503 to the caller, not a 500 (docs/architecture.md, HTTP conventions).
import { PdfRenderError, type PdfRenderer, type PrintableDocument } from '../ports/pdf-renderer.js';
import { UnavailableError } from './errors.js';

export async function renderPdf(pdf: PdfRenderer, document: PrintableDocument): Promise<Uint8Array> {
  try {
    return await pdf.render(document);
  } catch (error) {
    if (error instanceof PdfRenderError) throw new UnavailableError(`The PDF could not be produced: ${error.message}`);
    throw error;
  }
}
