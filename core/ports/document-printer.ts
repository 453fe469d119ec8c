// The printer of the documents an account sends (docs/decisions.md 295-297): the account's default
// published template of the document's type when it has one, else the built-in builder. Every area
// that prints a document of a template type goes through it (core/shared/print-document.ts); the
// implementation is core/templates/document-printer.ts, given to the areas by the composition root.
import type { TemplateType } from '../../contract/vocabulary/templates.js';
import type { Store } from './store.js';

/** The account template's published version a document was printed from. */
export interface TemplateUsed {
  template_id: string;
  template_version: number;
}

export interface PrintRequest {
  type: TemplateType;
  /** The lease the document is about: fills the common variables (lessor, lessees, property, lease). */
  lease_id?: string | null;
  /** The type's variables from the document's facts, by dotted name (formatted in French); on top of the lease's. */
  values: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The version a document already printed names, so that it prints the same text again; the default of the type when absent. */
  pinned?: TemplateUsed | null;
  /** The built-in document, when the account has no default template of the type. */
  builtIn: () => Promise<Uint8Array>;
}

export interface PrintedDocument {
  bytes: Uint8Array;
  /** Null when the built-in builder printed it. */
  template: TemplateUsed | null;
}

export interface DocumentPrinter {
  print(store: Store, request: PrintRequest): Promise<PrintedDocument>;
}
