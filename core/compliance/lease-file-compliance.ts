// The lease file beside its rent: the diagnostics the lease needs at its signature date (loi 89-462
// art. 3-3), read by GET /leases/{id}/compliance next to the rent regulation checks.
import { type DiagnosticState, isLacking } from '../diagnostics/diagnostic-requirements.js';
import { estateDiagnosticStates } from '../diagnostics/diagnostics-compliance.js';
import type { Lease } from '../leasing/lease.js';
import type { LeaseTypeCategory } from '../leasing/lease-type.js';
import { signatureReferenceDate } from '../leasing/signature-date.js';
import type { Store } from '../ports/store.js';

export interface LeaseFileCompliance {
  /** The day the documents are judged at (the signature date). */
  reference_date: string;
  diagnostics: {
    /** Every required diagnostic is valid, or not applicable, on the reference date. */
    complete: boolean;
    /** The kinds that are required and missing or expired. */
    lacking: DiagnosticState['kind'][];
    states: DiagnosticState[];
  };
}

export async function leaseFileCompliance(
  store: Store,
  lease: Lease,
  category: LeaseTypeCategory,
  now: Date,
): Promise<LeaseFileCompliance> {
  const referenceDate = signatureReferenceDate(lease, now);
  const states = await estateDiagnosticStates(store, lease.estate_id, category, referenceDate);
  const lacking = states.filter(isLacking).map((state) => state.kind);
  return { reference_date: referenceDate, diagnostics: { complete: lacking.length === 0, lacking, states } };
}
