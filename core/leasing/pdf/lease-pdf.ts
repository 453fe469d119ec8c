// A generated lease PDF (spec, "Generated lease PDF record"): the row says what was rendered and
// from which template; the bytes live in the FileStore port under `storage_key`.
import type { PdfTemplateType } from '../../../contract/vocabulary/leasing.js';

export class LeasePdf {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  /** The amendment the document states (template Amendment), null for the lease's own documents. */
  amendment_id: string | null = null;
  /** The template the document was built from (a fixed id per template, docs/decisions.md). */
  template_id!: string;
  template_type!: PdfTemplateType;
  /** Version of the template's document builder: a new version renders anew. */
  template_version!: number;
  /** Where the bytes are kept (FileStore key made of tenant, lease and PDF ids; never on the wire). */
  storage_key!: string;
  /** Bytes. */
  file_size!: number;
  pages!: number;
  /** Hex SHA-256 of the bytes: the download's strong ETag. */
  sha256!: string;
  /** Hex SHA-256 of the canonical data the document was built from (the cache key's data part). */
  data_sha256: string | null = null;
  /** The custom variables the document was generated with (spec: "custom variables used at generation"). */
  custom_variables: Record<string, unknown> | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** FileStore key of a recorded PDF. */
export function leasePdfStorageKey(pdf: Pick<LeasePdf, 'tenant_id' | 'lease_id' | 'id'>): string {
  return `${pdf.tenant_id}/lease-pdfs/${pdf.lease_id}/${pdf.id}`;
}
