// POST/GET/PUT/DELETE /leases/{id}/amendments (spec, Amendments): numbered per lease, edited and
// deleted only while DRAFT, every change written to the history in its transaction.
import { Lease } from '../leasing/lease.js';
import { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria, searchCriteria } from '../shared/criteria.js';
import { Amendment, AmendmentDocument } from './amendment.js';
import type { AmendmentStatus, AmendmentType } from '../../contract/vocabulary/amendments.js';
import { amendmentOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { createAmendment } from './create-amendment.js';
import { changedValues, recordChange } from './history.js';
import { assertRules, effectiveDateErrors } from './rules.js';
import { assertDraft } from './status-machine.js';
import type { AmendmentFields, AmendmentPatch } from './types.js';

export interface AmendmentListInput extends ListInput {
  status?: AmendmentStatus;
  type?: AmendmentType;
  effective_date_from?: string;
  effective_date_to?: string;
  search?: string;
}

function assertEffectiveDate(effective: string, lease: Lease): void {
  assertRules(effectiveDateErrors(effective, lease));
}

const CONTENT_FIELDS = ['title', 'description', 'effective_date', 'reason'] as const;

export function amendmentUseCases(store: Store, deps: AmendmentDeps, actor: AmendmentActor) {
  return {
    create: (leaseId: string, fields: AmendmentFields) => createAmendment(store, deps, actor, leaseId, fields),
    async list(leaseId: string, input: AmendmentListInput) {
      await store.repo(Lease).get(leaseId);
      return store.repo(Amendment).list(
        {
          lease_id: leaseId,
          ...definedCriteria({ status: input.status, type: input.type }),
          ...rangeCriteria('effective_date', input.effective_date_from, input.effective_date_to),
          ...searchCriteria(input.search, ['title', 'description']),
        },
        pageRequest(input, [{ field: 'amendment_number', direction: 'asc' }]),
      );
    },
    get: async (leaseId: string, amendmentId: string) => (await amendmentOf(store, leaseId, amendmentId)).amendment,
    async update(leaseId: string, amendmentId: string, patch: AmendmentPatch): Promise<Amendment> {
      return store.transaction(async (tx) => {
        const { lease, amendment } = await amendmentOf(tx, leaseId, amendmentId, { lock: true });
        assertDraft(amendment.status, 'updated');
        if (patch.effective_date) assertEffectiveDate(patch.effective_date, lease);
        const changes = changedValues(amendment, patch as Partial<Amendment>);
        for (const field of CONTENT_FIELDS) {
          const value = patch[field];
          if (value !== undefined) (amendment as unknown as Record<string, unknown>)[field] = value;
        }
        if (changes) {
          recordChange(tx, deps.clock, amendment, actor.keyId, { change_type: 'CONTENT_MODIFICATION', ...changes });
        }
        return amendment;
      });
    },
    /** Removes a draft (its details, documents, PDFs, history and notifications go with it: on delete cascade), then the files. */
    async remove(leaseId: string, amendmentId: string): Promise<void> {
      const files = await store.transaction(async (tx) => {
        const { amendment } = await amendmentOf(tx, leaseId, amendmentId, { lock: true });
        assertDraft(amendment.status, 'deleted');
        const documents = await tx.repo(AmendmentDocument).findAll({ amendment_id: amendment.id });
        const pdfs = await tx.repo(LeasePdf).findAll({ amendment_id: amendment.id });
        tx.repo(Amendment).remove(amendment);
        return [...documents, ...pdfs].map((file) => file.storage_key);
      });
      for (const key of files) await deps.files.delete(key);
    },
  };
}
