// Which technical diagnostics a lease needs, and the state of each at a date (the lease's
// signature): loi 89-462 art. 3 and 3-3 ("dossier de diagnostic technique"), with the rule of each
// document (docs/legal.md, "Estate diagnostics").
import { addYears, compareDates } from '../shared/dates.js';
import type { LeaseTypeCategory } from '../../contract/vocabulary/leasing.js';
import { DIAGNOSTIC_RULES, isValidOn } from './estate-diagnostic.js';
import type {
  DiagnosticKind,
  DiagnosticOutcome,
  DiagnosticStatus,
  EstateDiagnosticType,
} from '../../contract/vocabulary/diagnostics.js';

export interface EstateFacts {
  lease_category: LeaseTypeCategory;
  /** The estate's construction date, else its building's; null when unknown. */
  construction_date: string | null;
  /** The building is a co-ownership (copropriété). */
  is_coownership: boolean;
}

/** A diagnostic as the status needs it (estate diagnostic or DPE). */
export interface DatedDiagnostic {
  id: string;
  diagnosis_date: string;
  valid_until: string | null;
  outcome: DiagnosticOutcome | null;
}

export interface DiagnosticState {
  kind: DiagnosticKind;
  name: string;
  required: boolean;
  /** Why it is required, or why not. */
  reason: string;
  /** Annexed to the lease, or only kept at the tenant's disposal (asbestos). */
  annexed: boolean;
  status: DiagnosticStatus;
  diagnostic_id: string | null;
  diagnosis_date: string | null;
  valid_until: string | null;
  legal_reference: string;
}

const DPE_RULE = {
  name: 'Diagnostic de performance énergétique (DPE)',
  legal_reference: 'Code de la construction et de l’habitation, art. L126-29; loi n° 89-462, art. 3-3',
};

/** Whether a building of `construction` has installations over 15 years old on `date` (unknown: assumed so). */
function olderThan15Years(construction: string | null, date: string): boolean {
  return construction === null || compareDates(addYears(construction, 15), date) < 0;
}

function builtBefore(construction: string | null, limit: string): boolean {
  return construction === null || compareDates(construction, limit) < 0;
}

/**
 * Whether the lease needs the kind on `date`, and why. The DPE (CCH L126-29) and the risks state
 * (C. env. L125-5) go with every lease; the others with a residential one under loi 89-462.
 */
export function diagnosticRequirement(
  kind: DiagnosticKind,
  facts: EstateFacts,
  date: string,
  latestNoise: DiagnosticOutcome | null,
): { required: boolean; reason: string } {
  const residential = facts.lease_category === 'residential';
  const unknown = facts.construction_date === null ? ' (construction date unknown)' : '';
  switch (kind) {
    case 'DPE':
      return { required: true, reason: 'joined to every lease of a built property' };
    case 'RISKS':
      return { required: true, reason: 'joined to every written lease' };
    case 'NOISE':
      return latestNoise === 'POSITIVE'
        ? { required: true, reason: 'the estate lies in a noise exposure zone of an aerodrome' }
        : { required: false, reason: 'only in the noise exposure zones of aerodromes' };
    case 'COOWNERSHIP_RULES':
      return residential && facts.is_coownership
        ? { required: true, reason: 'the building is a co-ownership' }
        : { required: false, reason: 'only for a residential lot in a co-ownership' };
    case 'LEAD':
      return residential && builtBefore(facts.construction_date, '1949-01-01')
        ? { required: true, reason: `building constructed before 1 January 1949${unknown}` }
        : { required: false, reason: 'only for a residential building constructed before 1949' };
    case 'ASBESTOS':
      return residential && builtBefore(facts.construction_date, '1997-07-01')
        ? { required: true, reason: `building permit before 1 July 1997${unknown}` }
        : { required: false, reason: 'only for a building whose permit predates 1 July 1997' };
    case 'ELECTRICITY':
    case 'GAS':
      return residential && olderThan15Years(facts.construction_date, date)
        ? { required: true, reason: `installation over 15 years old${unknown}` }
        : { required: false, reason: 'only for a residential installation over 15 years old' };
  }
}

/**
 * The state of one kind on `date`, from its diagnostics (newest first): the latest made by then
 * decides (an older lease is judged by what existed at its signature, not by today's active record).
 */
export function diagnosticState(
  kind: DiagnosticKind,
  facts: EstateFacts,
  date: string,
  diagnostics: readonly DatedDiagnostic[],
): DiagnosticState {
  const byThen = diagnostics
    .filter((d) => compareDates(d.diagnosis_date, date) <= 0)
    .sort((a, b) => compareDates(b.diagnosis_date, a.diagnosis_date));
  const latest = byThen[0] ?? null;
  const { required, reason } = diagnosticRequirement(
    kind,
    facts,
    date,
    kind === 'NOISE' ? (latest?.outcome ?? null) : null,
  );
  let status: DiagnosticStatus;
  if (latest === null) status = required ? 'MISSING' : 'NOT_REQUIRED';
  else if (latest.outcome === 'NOT_APPLICABLE') status = 'NOT_APPLICABLE';
  else status = isValidOn(latest, date) ? 'VALID' : 'EXPIRED';
  const rule = kind === 'DPE' ? { ...DPE_RULE, annexed: true } : DIAGNOSTIC_RULES[kind as EstateDiagnosticType];
  return {
    kind,
    name: rule.name,
    required,
    reason,
    annexed: rule.annexed,
    status,
    diagnostic_id: latest?.id ?? null,
    diagnosis_date: latest?.diagnosis_date ?? null,
    valid_until: latest?.valid_until ?? null,
    legal_reference: rule.legal_reference,
  };
}

/** Whether a state needs action before signing: required and missing or expired. */
export function isLacking(state: Pick<DiagnosticState, 'required' | 'status'>): boolean {
  return state.required && (state.status === 'MISSING' || state.status === 'EXPIRED');
}
