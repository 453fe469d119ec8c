// Reads of estate diagnostics (spec, "Rules stated"): an estate's diagnostics with the spec's filters,
// newest first, and one of them; each answered with its validity today.
import type { Clock } from '../ports/clock.js';
import type { Store, View } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { toDateOnly } from '../shared/dates.js';
import { NotFoundError } from '../shared/errors.js';
import { type DiagnosticOutcome, type EstateDiagnosticType } from '../../contract/vocabulary/diagnostics.js';
import { EstateDiagnostic, isValidOn } from './estate-diagnostic.js';

export interface EstateDiagnosticListInput extends ListInput {
  diagnostic_type?: EstateDiagnosticType;
  is_active?: boolean;
  outcome?: DiagnosticOutcome;
  diagnosis_date_from?: string;
  diagnosis_date_to?: string;
}

export type EstateDiagnosticView = (EstateDiagnostic | View<EstateDiagnostic>) & { is_valid_now: boolean };

export const NEWEST_FIRST = [
  { field: 'diagnosis_date', direction: 'desc' },
  { field: 'created_at', direction: 'desc' },
] as const;

/** A diagnostic with its validity on the clock's today. */
export function estateDiagnosticView(clock: Clock) {
  return (d: EstateDiagnostic | View<EstateDiagnostic>): EstateDiagnosticView => ({
    ...d,
    is_valid_now: isValidOn(d, toDateOnly(clock.now())),
  });
}

/** The estate's diagnostic (404 for an unknown estate, or a diagnostic of another estate). */
export async function estateDiagnosticOf(store: Store, estateId: string, id: string): Promise<EstateDiagnostic> {
  await store.repo(Estate).get(estateId);
  const found = await store.repo(EstateDiagnostic).find(id);
  if (!found || found.estate_id !== estateId) throw new NotFoundError('estate diagnostic', id);
  return found;
}

export function estateDiagnosticReads(store: Store, { clock }: { clock: Clock }) {
  const view = estateDiagnosticView(clock);
  return {
    async list(estateId: string, input: EstateDiagnosticListInput) {
      await store.repo(Estate).get(estateId);
      const page = await store.repo(EstateDiagnostic).list(
        {
          estate_id: estateId,
          ...definedCriteria({
            diagnostic_type: input.diagnostic_type,
            is_active: input.is_active,
            outcome: input.outcome,
          }),
          ...rangeCriteria('diagnosis_date', input.diagnosis_date_from, input.diagnosis_date_to),
        },
        pageRequest(input, [...NEWEST_FIRST]),
      );
      return { ...page, items: page.items.map(view) };
    },

    get: async (estateId: string, id: string) => view(await estateDiagnosticOf(store, estateId, id)),
  };
}
