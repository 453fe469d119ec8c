// Estate diagnostics use cases: one active diagnostic per type per estate (spec, "Rules stated"):
// creating one deactivates the previous one in the same transaction, under the estate's row lock.
import { requireMedia } from '../media/media-use-cases.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, NotFoundError } from '../shared/errors.js';
import { type Patch, applyPatch } from '../shared/patch.js';
import { type DiagnosticOutcome, type EstateDiagnosticType } from '../../contract/vocabulary/diagnostics.js';
import {
  ESTATE_DIAGNOSTIC_WRITABLE_FIELDS,
  EstateDiagnostic,
  diagnosticValidUntil,
  estateDiagnosticErrors,
  isValidOn,
} from './estate-diagnostic.js';

export type EstateDiagnosticFields = Pick<EstateDiagnostic, (typeof ESTATE_DIAGNOSTIC_WRITABLE_FIELDS)[number]>;
export type NewEstateDiagnostic = Pick<EstateDiagnostic, 'diagnostic_type' | 'diagnosis_date'> &
  Partial<EstateDiagnosticFields>;

export interface EstateDiagnosticListInput extends ListInput {
  diagnostic_type?: EstateDiagnosticType;
  is_active?: boolean;
  outcome?: DiagnosticOutcome;
  diagnosis_date_from?: string;
  diagnosis_date_to?: string;
}

export type EstateDiagnosticView = EstateDiagnostic & { is_valid_now: boolean };

const NEWEST_FIRST = [
  { field: 'diagnosis_date', direction: 'desc' },
  { field: 'created_at', direction: 'desc' },
] as const;

export function estateDiagnosticUseCases(store: Store, { clock }: { clock: Clock }) {
  const today = () => toDateOnly(clock.now());
  const view = (d: EstateDiagnostic): EstateDiagnosticView => ({ ...d, is_valid_now: isValidOn(d, today()) });

  async function get(estateId: string, id: string): Promise<EstateDiagnostic> {
    await store.repo(Estate).get(estateId);
    const found = await store.repo(EstateDiagnostic).find(id);
    if (!found || found.estate_id !== estateId) throw new NotFoundError('estate diagnostic', id);
    return found;
  }

  /** 422 for the rules, 404 for media of another tenant; then the validity the law gives. */
  async function checked(d: EstateDiagnostic): Promise<EstateDiagnostic> {
    const errors = estateDiagnosticErrors(d, today());
    if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
    if (d.media_id) await requireMedia(store, [d.media_id], 'media_id');
    d.valid_until = diagnosticValidUntil(d.diagnostic_type, d.diagnosis_date, d.outcome);
    return d;
  }

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

    get: async (estateId: string, id: string) => view(await get(estateId, id)),

    /** The new diagnostic becomes the active one of its type; the previous active one is kept, inactive. */
    async create(estateId: string, fields: NewEstateDiagnostic): Promise<EstateDiagnosticView> {
      const created = await store.transaction(async (tx) => {
        await tx.repo(Estate).getLocked(estateId);
        const diagnostic = await estateDiagnosticUseCases(tx, { clock }).prepare(estateId, fields);
        for (const previous of await tx
          .repo(EstateDiagnostic)
          .findAll({ estate_id: estateId, diagnostic_type: fields.diagnostic_type, is_active: true })) {
          previous.is_active = false;
        }
        // The deactivation reaches the database before the insert: one active per type is also a unique index.
        await tx.flush();
        tx.repo(EstateDiagnostic).persist(diagnostic);
        return diagnostic;
      });
      return view(created);
    },

    /** Builds a checked diagnostic of the estate, not yet persisted. */
    async prepare(estateId: string, fields: NewEstateDiagnostic): Promise<EstateDiagnostic> {
      return checked(Object.assign(new EstateDiagnostic(), { ...fields, estate_id: estateId, is_active: true }));
    },

    /** Absent keeps, null removes, a value replaces; the validity follows the date and outcome. */
    async update(estateId: string, id: string, patch: Patch<EstateDiagnosticFields>) {
      const diagnostic = await get(estateId, id);
      const next = applyPatch<EstateDiagnostic>(
        Object.assign(new EstateDiagnostic(), diagnostic),
        patch,
        ESTATE_DIAGNOSTIC_WRITABLE_FIELDS,
      );
      await checked(next);
      for (const field of [...ESTATE_DIAGNOSTIC_WRITABLE_FIELDS, 'valid_until'] as const) {
        (diagnostic as unknown as Record<string, unknown>)[field] = next[field];
      }
      await store.flush();
      return view(diagnostic);
    },

    /** Deleting the active diagnostic makes the latest remaining one of its type active again. */
    async remove(estateId: string, id: string): Promise<void> {
      await store.transaction(async (tx) => {
        await tx.repo(Estate).getLocked(estateId);
        const diagnostic = await estateDiagnosticUseCases(tx, { clock }).getRecord(estateId, id);
        tx.repo(EstateDiagnostic).remove(diagnostic);
        await tx.flush();
        if (!diagnostic.is_active) return;
        const [latest] = await tx
          .repo(EstateDiagnostic)
          .findAll({ estate_id: estateId, diagnostic_type: diagnostic.diagnostic_type }, [...NEWEST_FIRST]);
        if (latest) latest.is_active = true;
      });
    },

    getRecord: get,
  };
}
