// PdfReader over pdf-lib: the page count of a PDF from its page tree (classic and compressed
// cross-reference tables alike), without rendering anything.
import { PDFDocument } from 'pdf-lib';
import type { PdfReader } from '../../core/ports/pdf-renderer.js';

export const pdfLibReader: PdfReader = {
  async pageCount(pdf: Uint8Array): Promise<number> {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    return document.getPageCount();
  },
};
