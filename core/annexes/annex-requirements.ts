// Which annexes the law asks of a lease (docs/legal.md, "Lease annexes"): the notice of a main
// residence lease (loi 89-462 art. 3), the rent mentions where rents are regulated (art. 3, 17,
// 17-2), the entry condition report (art. 3-2), the furniture inventory of a furnished lease
// (art. 25-5), and the technical diagnostics the estate needs (art. 3-3).
import type { DiagnosticState } from '../diagnostics/diagnostic-requirements.js';
import type { LeaseTypeCategory, LeaseTypeCode } from '../../contract/vocabulary/leasing.js';
import type { AnnexCode } from '../../contract/vocabulary/annexes.js';

export interface AnnexFacts {
  lease_type: LeaseTypeCode;
  category: LeaseTypeCategory;
  furnished: boolean;
  /** Rent control or the rent evolution decree binds the lease. */
  rent_regulated: boolean;
  diagnostics: readonly DiagnosticState[];
}

export interface RequiredAnnex {
  code: AnnexCode;
  reason: string;
}

/** The notice goes with the leases of titles I and I bis of loi 89-462 (main residence, empty or furnished). */
const NOTICE_LEASE_TYPES: readonly LeaseTypeCode[] = ['HabitationVide', 'HabitationMeublee'];

export function requiredAnnexes(facts: AnnexFacts): RequiredAnnex[] {
  const residential = facts.category === 'residential';
  const required: RequiredAnnex[] = [];
  if (NOTICE_LEASE_TYPES.includes(facts.lease_type)) {
    required.push({ code: 'NOTICE_INFORMATION', reason: 'every lease of a main residence, empty or furnished' });
  }
  if (facts.rent_regulated) {
    required.push({ code: 'RENT_CONTROL_MENTIONS', reason: 'the rent is regulated (rent control or tense zone)' });
  }
  if (residential) required.push({ code: 'ENTRY_CONDITION_REPORT', reason: 'every residential lease' });
  if (residential && facts.furnished) {
    required.push({ code: 'FURNITURE_INVENTORY', reason: 'a furnished lease' });
  }
  for (const state of facts.diagnostics) {
    if (state.required && state.annexed && state.status !== 'NOT_APPLICABLE') {
      required.push({ code: state.kind, reason: state.reason });
    }
  }
  return required;
}
