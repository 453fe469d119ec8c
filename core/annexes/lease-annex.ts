// A lease annex: a catalogue entry attached to a lease, with its file (a media: uploaded, or a PDF
// generated from lease data) or, for the static notice, the catalogue's own file.
import type { AnnexCode, AnnexSourceCategory } from '../../contract/vocabulary/annexes.js';

export class LeaseAnnex {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  code!: AnnexCode;
  source_category!: AnnexSourceCategory;
  title!: string;
  /** The file; null for the static notice (served from the catalogue) or a diagnostic without its report. */
  media_id: string | null = null;
  /** What the annex was made from: a diagnostic, an energy diagnosis, a condition report, the lease. */
  source_id: string | null = null;
  /** The source's last change when the annex was made: attach-mandatory refreshes an annex whose source changed. */
  source_version: string | null = null;
  /** Last day the annexed document is valid (diagnostics); null: no limit. */
  valid_until: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}
