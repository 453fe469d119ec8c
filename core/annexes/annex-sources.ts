// What each required annex of a lease would be made from, read from the store: the catalogue's
// static file, the lease, its signed entry report, or the estate's diagnostic in force at the
// signature date.
import { type DiagnosticState } from '../diagnostics/diagnostic-requirements.js';
import { estateDiagnosticStates } from '../diagnostics/diagnostics-compliance.js';
import { EnergyDiagnosis } from '../diagnostics/energy-diagnosis.js';
import { EstateDiagnostic } from '../diagnostics/estate-diagnostic.js';
import { ConditionReport } from '../inspections/condition-report.js';
import type { Lease } from '../leasing/lease.js';
import type { LeaseType } from '../leasing/lease-type.js';
import { signatureReferenceDate } from '../leasing/signature-date.js';
import type { Store } from '../ports/store.js';
import type { AnnexCode } from '../../contract/vocabulary/annexes.js';
import { requiredAnnexes } from './annex-requirements.js';

export type AnnexSource =
  | { kind: 'static'; id: null; version: string }
  | { kind: 'rent_mentions' | 'entry_report' | 'furniture_inventory'; id: string; version: string }
  | { kind: 'diagnostic'; id: string; version: string; media_id: string | null; valid_until: string | null };

export interface AnnexNeed {
  code: AnnexCode;
  reason: string;
  /** What to attach; null when nothing can be attached yet (see `lacking`). */
  source: AnnexSource | null;
  /** Why nothing can be attached, or why the source is not good enough (an expired diagnostic). */
  lacking: string | null;
  /** The source exists but is expired on the reference date. */
  expired: boolean;
}

/** The version of the static notice: a new text gets a new version, so attached annexes refresh. */
export const NOTICE_VERSION = 'notice-information-v1';

async function diagnosticSource(store: Store, state: DiagnosticState): Promise<AnnexSource | null> {
  if (!state.diagnostic_id) return null;
  const record =
    state.kind === 'DPE'
      ? await store.repo(EnergyDiagnosis).find(state.diagnostic_id)
      : await store.repo(EstateDiagnostic).find(state.diagnostic_id);
  if (!record) return null;
  return {
    kind: 'diagnostic',
    id: record.id,
    version: record.updated_at.toISOString(),
    media_id: record.media_id,
    valid_until: record.valid_until,
  };
}

/** The reference date and, for each required annex, its source. */
export async function annexNeeds(
  store: Store,
  lease: Lease,
  type: LeaseType,
  now: Date,
): Promise<{ reference_date: string; needs: AnnexNeed[] }> {
  const date = signatureReferenceDate(lease, now);
  const states = await estateDiagnosticStates(store, lease.estate_id, type.category, date);
  const entry = await store
    .repo(ConditionReport)
    .findOne({ lease_id: lease.id, report_type: 'ENTRY', status: 'SIGNED' });
  const required = requiredAnnexes({
    lease_type: type.code,
    category: type.category,
    furnished: type.furnished,
    rent_regulated: lease.is_subject_to_reference_rent_cap || lease.is_subject_to_rent_evolution_decree,
    diagnostics: states,
  });
  const needs: AnnexNeed[] = [];
  for (const { code, reason } of required) {
    const state = states.find((s) => s.kind === code);
    let source: AnnexSource | null = null;
    let lacking: string | null = null;
    if (code === 'NOTICE_INFORMATION') source = { kind: 'static', id: null, version: NOTICE_VERSION };
    else if (code === 'RENT_CONTROL_MENTIONS')
      source = { kind: 'rent_mentions', id: lease.id, version: lease.updated_at.toISOString() };
    else if (code === 'ENTRY_CONDITION_REPORT' || code === 'FURNITURE_INVENTORY') {
      source = entry
        ? {
            kind: code === 'ENTRY_CONDITION_REPORT' ? 'entry_report' : 'furniture_inventory',
            id: entry.id,
            version: entry.updated_at.toISOString(),
          }
        : null;
      lacking = entry ? null : 'no entry condition report signed by both parties yet';
    } else if (state) {
      source = await diagnosticSource(store, state);
      lacking =
        state.status === 'MISSING'
          ? `no ${state.name} recorded on ${date}`
          : state.status === 'EXPIRED'
            ? `the ${state.name} expired on ${state.valid_until}`
            : null;
    }
    needs.push({ code, reason, source, lacking, expired: state?.status === 'EXPIRED' });
  }
  return { reference_date: date, needs };
}
