// List, get, create, update and delete of a charge record under its building or lease, each change
// checked by the resource's rules and written to the audit log in the same transaction. Building
// services, charge configurations, expenses, provisions and freeze periods are all made of this.
import { type ListInput, definedFields, pageRequest } from '../../shared/crud.js';
import { NotFoundError } from '../../shared/errors.js';
import type { SortKey } from '../../shared/paging.js';
import { type Patch, applyPatch } from '../../shared/patch.js';
import type { Criteria, Store } from '../../ports/store.js';
import { Lease } from '../../leasing/lease.js';
import { Place } from '../../property/place.js';
import { type AuditContext, recordChange, snapshot } from './audit.js';
import { type AuditedEntity } from '../../../contract/vocabulary/charges.js';
import type { ChargesContext } from '../deps.js';

export interface AuditedResource<T extends { id: string }, F extends keyof T> {
  cls: new () => T;
  entity: AuditedEntity;
  /** The record the path names first: the building, the lease, or none (tenant-wide records). */
  scope: 'place' | 'lease' | null;
  fields: readonly F[];
  defaultSort: SortKey[];
  /** The rules of the record about to be written (it may fill derived fields); `before` is null on create. */
  check?(tx: Store, record: T, before: T | null): Promise<void>;
  checkRemove?(tx: Store, record: T): Promise<void>;
}

const SCOPE_FIELD = { place: 'place_id', lease: 'lease_id' } as const;

/** Two snapshots that differ only in updated_at record no change. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const strip = ({ updated_at: _u, ...rest }: Record<string, unknown>) => JSON.stringify(rest);
  return strip(before) !== strip(after);
}

export function auditedRecords<T extends { id: string }, F extends keyof T>(
  store: Store,
  context: ChargesContext,
  resource: AuditedResource<T, F>,
) {
  const field = resource.scope && SCOPE_FIELD[resource.scope];
  const audit: AuditContext = context;
  const entity = resource.entity;

  async function parent(s: Store, scopeId: string | null): Promise<void> {
    if (resource.scope === 'place') await s.repo(Place).get(scopeId!);
    if (resource.scope === 'lease') await s.repo(Lease).get(scopeId!);
  }

  async function get(s: Store, scopeId: string | null, id: string): Promise<T> {
    await parent(s, scopeId);
    const record = await s.repo(resource.cls).find(id);
    if (!record || (field && (record as Record<string, unknown>)[field] !== scopeId))
      throw new NotFoundError(entity.replace(/_/g, ' '), id);
    return record;
  }

  return {
    async list(scopeId: string | null, criteria: Criteria, input: ListInput) {
      await parent(store, scopeId);
      const scoped = field ? { [field]: scopeId } : {};
      return store.repo(resource.cls).list({ ...scoped, ...criteria }, pageRequest(input, resource.defaultSort));
    },

    get: (scopeId: string | null, id: string) => get(store, scopeId, id),

    create: (scopeId: string | null, fields: Partial<Pick<T, F>>) =>
      store.transaction(async (tx) => {
        await parent(tx, scopeId);
        const record = Object.assign(new resource.cls(), definedFields(fields), field ? { [field]: scopeId } : {}, {
          id: context.ids.next(),
        });
        await resource.check?.(tx, record, null);
        tx.repo(resource.cls).persist(record);
        await tx.flush();
        recordChange(tx, audit, { entity_type: entity, action: 'CREATE', before: null, after: snapshot(record) });
        return record;
      }),

    /** Absent keeps, null removes, a value replaces; the rules see the record as it would become. */
    update: (scopeId: string | null, id: string, patch: Patch<Pick<T, F>>) =>
      store.transaction(async (tx) => {
        const record = await get(tx, scopeId, id);
        const before = snapshot(record);
        const next = applyPatch(Object.assign(new resource.cls(), record), patch as Patch<T>, resource.fields);
        await resource.check?.(tx, next, record);
        Object.assign(record, next);
        await tx.flush();
        const after = snapshot(record);
        if (changed(before, after)) recordChange(tx, audit, { entity_type: entity, action: 'UPDATE', before, after });
        return record;
      }),

    remove: (scopeId: string | null, id: string) =>
      store.transaction(async (tx) => {
        const record = await get(tx, scopeId, id);
        await resource.checkRemove?.(tx, record);
        recordChange(tx, audit, { entity_type: entity, action: 'DELETE', before: snapshot(record), after: null });
        tx.repo(resource.cls).remove(record);
      }),
  };
}
