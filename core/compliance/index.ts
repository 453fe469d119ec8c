// The compliance area's use cases, assembled: the rent-control tools (reference rents of a quarter,
// the check of a rent at an address) and a lease's compliance report and update.
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { type LeaseComplianceInputPatch, inputsOf } from './lease-compliance-inputs.js';
import { reportLeaseCompliance } from './lease-compliance-report.js';
import {
  type ReferenceRentQuery,
  type RentControlCheckInput,
  checkRentAtAddress,
  referenceRent,
} from './rent-control/rent-control-check.js';
import { updateLeaseCompliance } from './update-lease-compliance.js';

export function rentControlUseCases(store: Store) {
  return {
    referenceRent: (query: ReferenceRentQuery) => referenceRent(store, query),
    check: (input: RentControlCheckInput) => checkRentAtAddress(store, input),
  };
}

export function leaseComplianceUseCases(store: Store, deps: { clock: Clock }) {
  return {
    /** GET /leases/{id}/compliance: nothing is written. */
    async report(leaseId: string) {
      const lease = await store.repo(Lease).get(leaseId);
      return reportLeaseCompliance(store, deps.clock, lease, await inputsOf(store, leaseId));
    },
    /** POST /leases/{id}/compliance/update: records the inputs, then the status and reference values on the lease. */
    update: (leaseId: string, patch: LeaseComplianceInputPatch) =>
      updateLeaseCompliance(store, deps.clock, leaseId, patch),
  };
}
