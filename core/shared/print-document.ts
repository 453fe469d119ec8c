// Printing a document of a template type (docs/decisions.md 295): through the DocumentPrinter port
// when the composition root gives one, else (a test's bare deps) the built-in builder.
import type { DocumentPrinter, PrintRequest, PrintedDocument } from '../ports/document-printer.js';
import type { Store } from '../ports/store.js';

export async function printDocument(
  printer: DocumentPrinter | undefined,
  store: Store,
  request: PrintRequest,
): Promise<PrintedDocument> {
  if (!printer) return { bytes: await request.builtIn(), template: null };
  return printer.print(store, request);
}

/** The pinned version of a record that names one (template_id and template_version both set), else null. */
export function pinnedOf(record: { template_id: string | null; template_version: number | null }) {
  return record.template_id !== null && record.template_version !== null
    ? { template_id: record.template_id, template_version: record.template_version }
    : null;
}
