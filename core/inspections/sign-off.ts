// Sign-off of a condition report by both parties (loi 89-462 art. 3-2: drawn up "contradictoirement"):
// each acceptance is recorded with who accepted and when; with both, the report is SIGNED. A
// signed exit report with the keys back ends a lease whose term is reached: the route composes
// that termination (core/lifecycle/unstated-termination.ts), which inspections cannot import.
import type { Store } from '../ports/store.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../shared/errors.js';
import { ConditionReport } from './condition-report.js';
import { type LeaseParty } from '../../contract/vocabulary/leasing.js';
import type { InspectionDeps } from './deps.js';

export interface Acceptance {
  party: LeaseParty;
  /** Who accepts: the tenant, the landlord or their representative. */
  signatory: string;
}

export async function signOffReport(
  store: Store,
  deps: Pick<InspectionDeps, 'clock'>,
  leaseId: string,
  reportId: string,
  acceptance: Acceptance,
): Promise<ConditionReport> {
  return store.transaction(async (tx) => {
    const found = await tx.repo(ConditionReport).find(reportId);
    if (!found || found.lease_id !== leaseId) throw new NotFoundError('condition report', reportId);
    const signed = await tx.repo(ConditionReport).getLocked(reportId);
    const now = deps.clock.now();
    if (compareDates(signed.inspection_date, toDateOnly(now)) > 0) {
      throw new BusinessRuleError(`The inspection of ${signed.inspection_date} has not taken place yet`, [
        { path: 'party', message: 'the inspection date is in the future', code: 'inspection_in_future' },
      ]);
    }
    const field = acceptance.party === 'TENANT' ? 'tenant' : 'landlord';
    if (signed[`${field}_signed_at`] !== null) {
      throw new ConflictError(`The ${field} has already accepted this report`, [], { report_status: signed.status });
    }
    signed[`${field}_signed_at`] = now;
    signed[`${field}_signatory`] = acceptance.signatory;
    if (signed.tenant_signed_at !== null && signed.landlord_signed_at !== null) signed.status = 'SIGNED';
    return signed;
  });
}
