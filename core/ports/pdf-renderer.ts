// Port: turning a document into PDF bytes. Two adapters take the same document model
// (adapters/pdf): Gotenberg 8 (HTML through Chromium) when GOTENBERG_URL is set, and an
// in-process pdfkit renderer otherwise (docs/architecture.md, "Real parts").

/** A label and its value, printed as one line "label : value". */
export interface DocumentField {
  label: string;
  value: string;
}

/** Someone who signs: the role printed above the box, the name under it, an optional note. */
export interface DocumentSigner {
  role: string;
  name: string;
  note?: string;
}

/** The blocks a section is made of, drawn in order. */
export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  /** A titled part inside a section ("A. Consistance du logement"). */
  | { kind: 'subheading'; text: string }
  /** Smaller print: legal notes, references. */
  | { kind: 'note'; text: string }
  | { kind: 'fields'; fields: DocumentField[] }
  | { kind: 'list'; items: string[] }
  /** A table; `widths` are relative column widths (equal when absent). */
  | { kind: 'table'; columns: string[]; rows: string[][]; widths?: number[] }
  /** Signature boxes, two to a row, kept on one page. */
  | { kind: 'signatures'; signers: DocumentSigner[] };

/** A titled block: its paragraphs first, then its blocks. */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  blocks?: DocumentBlock[];
  /** Start the section on a new page rather than split it, when it fits on one (signatures). */
  keepTogether?: boolean;
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
  /** Printed at the foot of every page: a short text and, when asked, "Page n sur N". */
  footer?: { text?: string; pageNumbers?: boolean };
}

export interface PdfRenderer {
  /** Which renderer this is, for logs and health (`gotenberg`, `embedded`). */
  readonly kind: string;
  /** Renders the document to the bytes of a PDF file. */
  render(document: PrintableDocument): Promise<Uint8Array>;
}

/** Reads what a PDF file holds without rendering it. */
export interface PdfReader {
  /** Number of pages; throws when the bytes are not a readable PDF. */
  pageCount(pdf: Uint8Array): Promise<number>;
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

/** The page label of a footer, in the document's language. */
export function pageLabel(language: string | undefined, page: number | string, total: number | string): string {
  return (language ?? 'fr').startsWith('fr') ? `Page ${page} sur ${total}` : `Page ${page} of ${total}`;
}

/** A section's content as blocks: its paragraphs, then its own blocks. */
export function sectionBlocks(section: DocumentSection): DocumentBlock[] {
  return [
    ...(section.paragraphs ?? []).map((text) => ({ kind: 'paragraph' as const, text })),
    ...(section.blocks ?? []),
  ];
}
