// POST/GET/PUT/DELETE /leases/{id}/amendments (spec, Amendments): numbered per lease, edited and
// deleted only while DRAFT, every change written to the history in its transaction.
import { Lease } from '../leasing/lease.js';
import type { LeaseStatus } from '../leasing/enums.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria, searchCriteria } from '../shared/criteria.js';
import { BusinessRuleError, ConflictError } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import {
  Amendment,
  AmendmentDocument,
  type AmendmentStatus,
  type AmendmentType,
} from './amendment.js';
import { amendmentOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { changedValues, recordChange } from './history.js';
import { effectiveDateErrors } from './rules.js';
import { assertDraft } from './status-machine.js';

/** An amendment amends a lease in force: a draft lease is edited directly (PUT /leases/{id}). */
export const AMENDABLE_LEASE_STATUSES: readonly LeaseStatus[] = ['ACTIVE', 'NOTICE'];

export interface AmendmentFields {
  type: AmendmentType;
  title: string;
  description?: string | null;
  effective_date: string;
  reason?: string | null;
}

export type AmendmentPatch = Patch<Pick<AmendmentFields, 'title' | 'description' | 'effective_date' | 'reason'>>;

export interface AmendmentListInput extends ListInput {
  status?: AmendmentStatus;
  type?: AmendmentType;
  effective_date_from?: string;
  effective_date_to?: string;
  search?: string;
}

function assertAmendable(lease: Lease): void {
  if (!AMENDABLE_LEASE_STATUSES.includes(lease.status)) {
    throw new ConflictError(
      `A ${lease.status} lease takes no amendment (only ${AMENDABLE_LEASE_STATUSES.join(', ')}); a DRAFT lease is edited directly`,
      [{ path: 'lease_id', message: `lease is ${lease.status}`, code: 'lease_not_amendable' }],
      { lease_status: lease.status },
    );
  }
}

function assertEffectiveDate(effective: string, lease: Lease): void {
  const errors = effectiveDateErrors(effective, lease);
  if (errors.length > 0) throw new BusinessRuleError(errors[0].message, errors);
}

const CONTENT_FIELDS = ['title', 'description', 'effective_date', 'reason'] as const;

export function amendmentUseCases(store: Store, deps: AmendmentDeps, actor: AmendmentActor) {
  return {
    async create(leaseId: string, fields: AmendmentFields): Promise<Amendment> {
      return store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).getLocked(leaseId);
        assertAmendable(lease);
        assertEffectiveDate(fields.effective_date, lease);
        // The lease row lock orders concurrent creations; numbers follow the highest one left (unique per lease).
        const [last] = await tx.repo(Amendment).findAll({ lease_id: leaseId }, [
          { field: 'amendment_number', direction: 'desc' },
        ]);
        const amendment = Object.assign(new Amendment(), {
          id: deps.ids.next(),
          lease_id: leaseId,
          amendment_number: (last?.amendment_number ?? 0) + 1,
          type: fields.type,
          title: fields.title,
          description: fields.description ?? null,
          effective_date: fields.effective_date,
          reason: fields.reason ?? null,
          created_by: actor.keyId,
        });
        tx.repo(Amendment).persist(amendment);
        // Its row first: the history entry refers to it.
        await tx.flush();
        recordChange(tx, deps.clock, amendment, actor.keyId, {
          change_type: 'STATUS_CHANGE',
          previous_values: null,
          new_values: { status: 'DRAFT', type: fields.type, title: fields.title, effective_date: fields.effective_date },
          change_reason: fields.reason ?? null,
        });
        return amendment;
      });
    },
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
    /** Removes a draft (its details, documents, history and notifications go with it: on delete cascade), then the documents' files. */
    async remove(leaseId: string, amendmentId: string): Promise<void> {
      const documents = await store.transaction(async (tx) => {
        const { amendment } = await amendmentOf(tx, leaseId, amendmentId, { lock: true });
        assertDraft(amendment.status, 'deleted');
        const files = await tx.repo(AmendmentDocument).findAll({ amendment_id: amendment.id });
        tx.repo(Amendment).remove(amendment);
        return files;
      });
      for (const document of documents) await deps.files.delete(document.storage_key);
    },
  };
}
