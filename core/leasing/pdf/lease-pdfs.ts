// Reading and removing recorded lease PDFs (spec, Lease PDFs: GET /leases/{id}/pdfs,
// GET and DELETE /leases/pdf/{pdf_id}). Generation is in generate-lease-pdf.ts.
import type { FileStore } from '../../ports/file-store.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { addDays } from '../../shared/dates.js';
import { NotFoundError } from '../../shared/errors.js';
import { Lease } from '../lease.js';
import type { PdfTemplateType } from '../../../contract/vocabulary/leasing.js';
import { LeasePdf } from './lease-pdf.js';

export interface LeasePdfListInput extends ListInput {
  template_type?: PdfTemplateType;
  created_at_from?: string;
  created_at_to?: string;
}

/** `_from`/`_to` of a timestamp column, as whole days (UTC): `_to` includes its day. */
function createdBetween(from?: string, to?: string) {
  if (!from && !to) return {};
  const range: Record<string, Date> = {};
  if (from) range.$gte = new Date(`${from}T00:00:00.000Z`);
  if (to) range.$lt = new Date(`${addDays(to, 1)}T00:00:00.000Z`);
  return { created_at: range };
}

export function leasePdfUseCases(store: Store, deps: { files: FileStore }) {
  const pdfs = store.repo(LeasePdf);

  /** The record, in the caller's tenant; another tenant's is a 404. */
  async function get(pdfId: string): Promise<LeasePdf> {
    const pdf = await pdfs.find(pdfId);
    if (!pdf) throw new NotFoundError('lease PDF', pdfId);
    return pdf;
  }

  return {
    get,
    /** The record and its bytes; a record whose file is gone is reported missing rather than served empty. */
    async bytes(pdfId: string): Promise<{ pdf: LeasePdf; bytes: Uint8Array }> {
      const pdf = await get(pdfId);
      const bytes = await deps.files.get(pdf.storage_key);
      if (!bytes) throw new NotFoundError('file of lease PDF', pdfId);
      return { pdf, bytes };
    },
    /** The lease's PDFs, or those of one of its amendments (checked by the caller). */
    async list(leaseId: string, input: LeasePdfListInput, amendmentId?: string) {
      await store.repo(Lease).get(leaseId);
      return pdfs.list(
        {
          lease_id: leaseId,
          ...(amendmentId ? { amendment_id: amendmentId } : {}),
          ...definedCriteria({ template_type: input.template_type }),
          ...createdBetween(input.created_at_from, input.created_at_to),
        },
        pageRequest(input),
      );
    },
    /** Removes the row, then the file (a file without a row is never served). */
    async remove(pdfId: string): Promise<void> {
      const pdf = await get(pdfId);
      pdfs.remove(pdf);
      await store.flush();
      await deps.files.delete(pdf.storage_key);
    },
  };
}
