// Reading the audit log of charges (spec, Charges: "audit logs"): read-only, newest first.
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { addDays } from '../../shared/dates.js';
import type { Store } from '../../ports/store.js';
import { type AuditAction, type AuditedEntity } from '../../../contract/vocabulary/charges.js';
import { ChargeAuditEntry } from './audit.js';

export interface AuditListInput extends ListInput {
  entity_type?: AuditedEntity;
  entity_id?: string;
  action?: AuditAction;
  place_id?: string;
  lease_id?: string;
  actor_key_id?: string;
  /** Days, both included (UTC). */
  changed_at_from?: string;
  changed_at_to?: string;
}

const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** From the start of the first day to the end of the last one. */
function changedBetween(from?: string, to?: string) {
  const range: Record<string, Date> = {};
  if (from) range.$gte = startOf(from);
  if (to) range.$lt = startOf(addDays(to, 1));
  return Object.keys(range).length > 0 ? { changed_at: range } : {};
}

export function auditLogUseCases(store: Store) {
  const entries = store.repo(ChargeAuditEntry);
  return {
    list: (input: AuditListInput) =>
      entries.list(
        {
          ...definedCriteria({
            entity_type: input.entity_type,
            entity_id: input.entity_id,
            action: input.action,
            place_id: input.place_id,
            lease_id: input.lease_id,
            actor_key_id: input.actor_key_id,
          }),
          ...changedBetween(input.changed_at_from, input.changed_at_to),
        },
        pageRequest(input, [{ field: 'changed_at', direction: 'desc' }]),
      ),
    get: (id: string) => entries.get(id),
  };
}
