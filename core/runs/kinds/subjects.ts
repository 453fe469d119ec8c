// The subjects of each kind of run and the scope's reading of them (docs/decisions.md 230, 310):
// leases in the statuses the kind works on, of the places named, among the leases named; the ACTIVE
// mandates with a lot in the places named (a lot that is the place, or an estate of it); the
// syndicates of the places named. No place named: the whole account.
import type { LeaseStatus } from '../../../contract/vocabulary/leasing.js';
import { Lease } from '../../leasing/lease.js';
import { ManagementMandate, MandateLot } from '../../mandates/mandate.js';
import type { Criteria, Store } from '../../ports/store.js';
import { Estate } from '../../property/estate.js';
import { Syndicate } from '../../syndic/management/syndicate.js';
import type { BatchRun } from '../batch-run.js';
import type { RunSubjects } from './types.js';

export function leaseSubjects(statuses: readonly LeaseStatus[]): RunSubjects<Lease> {
  return {
    entity: Lease,
    leases: true,
    async criteria(store: Store, run: BatchRun) {
      const criteria: Criteria = { status: { $in: [...statuses] } };
      if (run.lease_ids.length > 0) criteria.id = { $in: run.lease_ids };
      if (run.place_ids.length > 0) {
        const estates = await store.repo(Estate).findAll({ place_id: { $in: run.place_ids } });
        criteria.estate_id = { $in: estates.map((e) => e.id) };
      }
      return criteria;
    },
  };
}

export const activeMandates: RunSubjects<ManagementMandate> = {
  entity: ManagementMandate,
  leases: false,
  async criteria(store, run) {
    const criteria: Criteria = { status: 'ACTIVE' };
    if (run.place_ids.length === 0) return criteria;
    const estates = await store.repo(Estate).findAll({ place_id: { $in: run.place_ids } });
    const lots = await store.repo(MandateLot).findAll({
      $or: [{ place_id: { $in: run.place_ids } }, { estate_id: { $in: estates.map((e) => e.id) } }],
    });
    return { ...criteria, id: { $in: [...new Set(lots.map((lot) => lot.mandate_id))] } };
  },
};

export const syndicates: RunSubjects<Syndicate> = {
  entity: Syndicate,
  leases: false,
  criteria: async (_store, run) => (run.place_ids.length > 0 ? { place_id: { $in: run.place_ids } } : {}),
};
