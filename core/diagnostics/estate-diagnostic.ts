// Estate diagnostics (spec, "Rules stated": lead, asbestos, electrical, gas, risk assessment,
// co-ownership rules; noise from loi 89-462 art. 3-3): the record, and the validity each type has
// for a rental under the law (docs/legal.md, "Estate diagnostics"). The DPE is the energy diagnosis
// of core/diagnostics/energy-diagnosis.ts.
import { addMonths, addYears, addDays, compareDates } from '../shared/dates.js';
import type { FieldError } from '../shared/errors.js';
import { type EstateDiagnosticType, type DiagnosticOutcome } from '../../contract/vocabulary/diagnostics.js';

export class EstateDiagnostic {
  id!: string;
  tenant_id!: string;
  estate_id!: string;
  diagnostic_type!: EstateDiagnosticType;
  reference_number: string | null = null;
  diagnosis_date!: string;
  outcome: DiagnosticOutcome | null = null;
  /** Last day the diagnostic may be annexed to a new lease; null: no limit. Derived from the type and outcome. */
  valid_until: string | null = null;
  /** One active diagnostic per type and estate (spec): a new one deactivates the previous one. */
  is_active = true;
  diagnostician: string | null = null;
  /** The report itself, an uploaded PDF (core/media). */
  media_id: string | null = null;
  notes: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ESTATE_DIAGNOSTIC_WRITABLE_FIELDS = [
  'reference_number',
  'diagnosis_date',
  'outcome',
  'diagnostician',
  'media_id',
  'notes',
] as const satisfies readonly (keyof EstateDiagnostic)[];

interface ValidityRule {
  /** French name of the document. */
  name: string;
  /** Validity for a new lease, in months; null: unlimited. */
  months: (outcome: DiagnosticOutcome | null) => number | null;
  /** Whether it is annexed to the lease (otherwise: kept at the tenant's disposal). */
  annexed: boolean;
  legal_reference: string;
  /** Outcomes that make sense for the type. */
  outcomes: readonly DiagnosticOutcome[];
}

const unlimitedWhenNegative = (months: number) => (outcome: DiagnosticOutcome | null) =>
  outcome === 'NEGATIVE' ? null : months;

/** Validity of each type for a rental (sources in docs/legal.md). */
export const DIAGNOSTIC_RULES: Readonly<Record<EstateDiagnosticType, ValidityRule>> = {
  // CSP art. L1334-7: less than 6 years at signature; without lead over the thresholds, no new one is needed.
  LEAD: {
    name: "Constat de risque d'exposition au plomb (CREP)",
    months: unlimitedWhenNegative(72),
    annexed: true,
    legal_reference: 'Code de la santé publique, art. L1334-7; loi n° 89-462, art. 3-3',
    outcomes: ['NEGATIVE', 'POSITIVE'],
  },
  // CSP art. R1334-29-4 (dossier amiante parties privatives, kept available); R1334-20: a new evaluation within 3 years when materials are found.
  ASBESTOS: {
    name: 'Dossier amiante - parties privatives (DAPP)',
    months: unlimitedWhenNegative(36),
    annexed: false,
    legal_reference: 'Code de la santé publique, art. R1334-29-4 et R1334-20',
    outcomes: ['NEGATIVE', 'POSITIVE'],
  },
  // Loi 89-462 art. 3-3 and décret 2016-1105: an installation over 15 years old, a state less than 6 years old.
  ELECTRICITY: {
    name: "État de l'installation intérieure d'électricité",
    months: () => 72,
    annexed: true,
    legal_reference: 'Loi n° 89-462, art. 3-3; décret n° 2016-1105 du 11 août 2016',
    outcomes: ['NEGATIVE', 'POSITIVE'],
  },
  // Loi 89-462 art. 3-3 and décret 2016-1104: same rule for gas; none without a gas installation.
  GAS: {
    name: "État de l'installation intérieure de gaz",
    months: (outcome) => (outcome === 'NOT_APPLICABLE' ? null : 72),
    annexed: true,
    legal_reference: 'Loi n° 89-462, art. 3-3; décret n° 2016-1104 du 11 août 2016',
    outcomes: ['NEGATIVE', 'POSITIVE', 'NOT_APPLICABLE'],
  },
  // Code de l'environnement art. L125-5 and R125-26: drawn up less than 6 months before the lease.
  RISKS: {
    name: 'État des risques (ERP)',
    months: () => 6,
    annexed: true,
    legal_reference: "Code de l'environnement, art. L125-5 et R125-26; loi n° 89-462, art. 3-3",
    outcomes: ['NEGATIVE', 'POSITIVE'],
  },
  // Code de l'urbanisme art. L112-11 (noise exposure zones of aerodromes): the law sets no validity.
  NOISE: {
    name: "Diagnostic bruit (zone d'exposition au bruit des aérodromes)",
    months: () => null,
    annexed: true,
    legal_reference: "Code de l'urbanisme, art. L112-11; loi n° 89-462, art. 3-3",
    outcomes: ['NEGATIVE', 'POSITIVE', 'NOT_APPLICABLE'],
  },
  // Loi 89-462 art. 3: extracts of the co-ownership rules on the use of the building and the lot's share of charges.
  COOWNERSHIP_RULES: {
    name: 'Extrait du règlement de copropriété',
    months: () => null,
    annexed: true,
    legal_reference: 'Loi n° 89-462, art. 3',
    outcomes: [],
  },
};

/** The last day a diagnostic of `diagnosis_date` may be annexed ("less than N months old at signature"); null: unlimited. */
export function diagnosticValidUntil(
  type: EstateDiagnosticType,
  diagnosisDate: string,
  outcome: DiagnosticOutcome | null,
): string | null {
  const months = DIAGNOSTIC_RULES[type].months(outcome);
  if (months === null) return null;
  return addDays(months % 12 === 0 ? addYears(diagnosisDate, months / 12) : addMonths(diagnosisDate, months), -1);
}

/** Whether the diagnostic is in force on `date`: made by then, not past its validity. */
export function isValidOn(d: Pick<EstateDiagnostic, 'diagnosis_date' | 'valid_until'>, date: string): boolean {
  return (
    compareDates(d.diagnosis_date, date) <= 0 && (d.valid_until === null || compareDates(date, d.valid_until) <= 0)
  );
}

/** 422 rules of a diagnostic: not dated in the future, an outcome its type knows. */
export function estateDiagnosticErrors(
  d: Pick<EstateDiagnostic, 'diagnostic_type' | 'diagnosis_date' | 'outcome'>,
  today: string,
): FieldError[] {
  const errors: FieldError[] = [];
  if (compareDates(d.diagnosis_date, today) > 0) {
    errors.push({
      path: 'diagnosis_date',
      message: `diagnosis_date ${d.diagnosis_date} is in the future`,
      code: 'future_date',
    });
  }
  const { outcomes } = DIAGNOSTIC_RULES[d.diagnostic_type];
  if (d.outcome !== null && !outcomes.includes(d.outcome)) {
    errors.push({
      path: 'outcome',
      message: `a ${d.diagnostic_type} diagnostic takes ${outcomes.length ? outcomes.join(', ') : 'no outcome'}`,
      code: 'outcome_not_allowed',
    });
  }
  return errors;
}
