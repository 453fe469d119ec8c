// Writes of estate diagnostics: one active diagnostic per type per estate (spec, "Rules stated"):
// creating one deactivates the previous one in the same transaction, under the estate's row lock;
// deleting the active one makes the latest remaining one active again.
import { requireMedia } from '../media/media-use-cases.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError } from '../shared/errors.js';
import { type Patch, applyPatch } from '../shared/patch.js';
import {
  ESTATE_DIAGNOSTIC_WRITABLE_FIELDS,
  EstateDiagnostic,
  diagnosticValidUntil,
  estateDiagnosticErrors,
} from './estate-diagnostic.js';
import {
  type EstateDiagnosticView,
  NEWEST_FIRST,
  estateDiagnosticOf,
  estateDiagnosticView,
} from './estate-diagnostic-reads.js';

export type EstateDiagnosticFields = Pick<EstateDiagnostic, (typeof ESTATE_DIAGNOSTIC_WRITABLE_FIELDS)[number]>;
export type NewEstateDiagnostic = Pick<EstateDiagnostic, 'diagnostic_type' | 'diagnosis_date'> &
  Partial<EstateDiagnosticFields>;

/** 422 for the rules, 404 for media of another tenant; then the validity the law gives. */
async function checked(store: Store, d: EstateDiagnostic, today: string): Promise<EstateDiagnostic> {
  const errors = estateDiagnosticErrors(d, today);
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
  if (d.media_id) await requireMedia(store, [d.media_id], 'media_id');
  d.valid_until = diagnosticValidUntil(d.diagnostic_type, d.diagnosis_date, d.outcome);
  return d;
}

export function estateDiagnosticWrites(store: Store, { clock }: { clock: Clock }) {
  const today = () => toDateOnly(clock.now());
  const view = estateDiagnosticView(clock);
  return {
    /** The new diagnostic becomes the active one of its type; the previous active one is kept, inactive. */
    async create(estateId: string, fields: NewEstateDiagnostic): Promise<EstateDiagnosticView> {
      const created = await store.transaction(async (tx) => {
        await tx.repo(Estate).getLocked(estateId);
        const diagnostic = await checked(
          tx,
          Object.assign(new EstateDiagnostic(), { ...fields, estate_id: estateId, is_active: true }),
          today(),
        );
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

    /** Absent keeps, null removes, a value replaces; the validity follows the date and outcome. */
    async update(estateId: string, id: string, patch: Patch<EstateDiagnosticFields>) {
      const diagnostic = await estateDiagnosticOf(store, estateId, id);
      const next = applyPatch<EstateDiagnostic>(
        Object.assign(new EstateDiagnostic(), diagnostic),
        patch,
        ESTATE_DIAGNOSTIC_WRITABLE_FIELDS,
      );
      await checked(store, next, today());
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
        const diagnostic = await estateDiagnosticOf(tx, estateId, id);
        tx.repo(EstateDiagnostic).remove(diagnostic);
        await tx.flush();
        if (!diagnostic.is_active) return;
        const [latest] = await tx
          .repo(EstateDiagnostic)
          .findAll({ estate_id: estateId, diagnostic_type: diagnostic.diagnostic_type }, [...NEWEST_FIRST]);
        if (latest) latest.is_active = true;
      });
    },
  };
}
