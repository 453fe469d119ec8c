// Port: turning a document into PDF bytes. Two adapters take the same document model
// (adapters/pdf): Gotenberg 8 (HTML through Chromium) when GOTENBERG_URL is set, and an
// in-process pdfkit renderer otherwise (docs/architecture.md, "Real parts").

/** A titled block of paragraphs. */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/**
 * The document model every renderer takes: plain text only (renderers escape it), so the same
 * document reads the same whatever renders it.
 */
export interface PrintableDocument {
  title: string;
  /** One line under the title (a reference, a date). */
  subtitle?: string;
  /** BCP 47 language of the text; `fr` by default (French rental law). */
  language?: string;
  sections: DocumentSection[];
}

export interface PdfRenderer {
  /** Which renderer this is, for logs and health (`gotenberg`, `embedded`). */
  readonly kind: string;
  /** Renders the document to the bytes of a PDF file. */
  render(document: PrintableDocument): Promise<Uint8Array>;
}

/** The renderer could not produce a PDF (peer unreachable, peer error, bad document). */
export class PdfRenderError extends Error {
  constructor(
    message: string,
    /** The peer's HTTP status when it answered with an error. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PdfRenderError';
  }
}
