// The key sets of an estate: list, read, create, change and delete (a set with a history of
// handovers stays). Handovers are in hand-over-keys.ts.
import type { KeyHolder, KeyType } from '../../../contract/vocabulary/inspections.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { Estate } from '../../property/estate.js';
import { type ListInput, pageRequest, requireReference } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { BusinessRuleError, ConflictError, type FieldError, NotFoundError } from '../../shared/errors.js';
import { KeyHandover, KeySet, holdingErrors } from './key-set.js';

export interface KeySetListInput extends ListInput {
  key_type?: KeyType;
  holder?: KeyHolder;
  lease_id?: string;
}

export interface NewKeySet {
  key_type: KeyType;
  label?: string | null;
  count: number;
  holder?: KeyHolder;
  holder_name?: string | null;
  lease_id?: string | null;
  comments?: string | null;
}

export type KeySetPatch = Partial<Pick<KeySet, 'label' | 'count' | 'holder_name' | 'comments'>>;

/** The estate's key set (404 for an unknown estate, or a set of another estate). */
export async function keySetOf(store: Store, estateId: string, id: string, lock = false): Promise<KeySet> {
  await store.repo(Estate).get(estateId);
  const found = await store.repo(KeySet).find(id);
  if (!found || found.estate_id !== estateId) throw new NotFoundError('key set', id);
  return lock ? store.repo(KeySet).getLocked(id) : found;
}

/** A lease named by a key record must be a lease of the estate (422), of the caller's tenant (404). */
export async function leaseOfEstateErrors(
  store: Store,
  estateId: string,
  leaseId: string | null,
  path: string,
): Promise<FieldError[]> {
  if (leaseId === null) return [];
  const lease = await requireReference(store, Lease, leaseId, path);
  return lease.estate_id === estateId
    ? []
    : [{ path, message: `lease ${leaseId} is not a lease of estate ${estateId}`, code: 'foreign_lease' }];
}

function assertRules(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

export function keySetUseCases(store: Store) {
  return {
    async list(estateId: string, input: KeySetListInput) {
      await store.repo(Estate).get(estateId);
      return store.repo(KeySet).list(
        {
          estate_id: estateId,
          ...definedCriteria({ key_type: input.key_type, holder: input.holder, lease_id: input.lease_id }),
        },
        pageRequest(input, [{ field: 'created_at', direction: 'asc' }]),
      );
    },
    get: (estateId: string, id: string) => keySetOf(store, estateId, id),
    async create(estateId: string, fields: NewKeySet): Promise<KeySet> {
      await store.repo(Estate).get(estateId);
      const set = Object.assign(new KeySet(), {
        estate_id: estateId,
        key_type: fields.key_type,
        label: fields.label ?? null,
        count: fields.count,
        holder: fields.holder ?? 'LANDLORD',
        holder_name: fields.holder_name ?? null,
        lease_id: fields.lease_id ?? null,
        comments: fields.comments ?? null,
      });
      assertRules([...holdingErrors(set), ...(await leaseOfEstateErrors(store, estateId, set.lease_id, 'lease_id'))]);
      store.repo(KeySet).persist(set);
      await store.flush();
      return set;
    },
    /** The count changes while the landlord's side holds the set: a tenant's keys change by handover. */
    async update(estateId: string, id: string, patch: KeySetPatch): Promise<KeySet> {
      const set = await keySetOf(store, estateId, id);
      if (patch.count !== undefined && patch.count !== set.count && set.holder === 'TENANT')
        assertRules([
          {
            path: 'count',
            message: 'the tenant holds this set: its keys change by a handover',
            code: 'held_by_tenant',
          },
        ]);
      for (const field of ['label', 'count', 'holder_name', 'comments'] as const)
        if (patch[field] !== undefined) (set as unknown as Record<string, unknown>)[field] = patch[field];
      await store.flush();
      return set;
    },
    /** A set that was handed over keeps its history: 409. */
    async remove(estateId: string, id: string): Promise<void> {
      const set = await keySetOf(store, estateId, id);
      const handovers = await store.repo(KeyHandover).count({ key_set_id: id });
      if (handovers > 0)
        throw new ConflictError(`Key set ${id} has ${handovers} handover(s): its history is kept`, [], {
          handovers,
        });
      store.repo(KeySet).remove(set);
      await store.flush();
    },
  };
}
