// POST /leases/{id}/compliance/update: records the caller's compliance inputs (absent keeps, null
// removes), assesses, and stores the status and reference values on the lease (decision record
// "Lease compliance").
import { Lease } from '../leasing/lease.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { applyPatch } from '../shared/patch.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import {
  LEASE_COMPLIANCE_INPUT_FIELDS,
  type LeaseComplianceInputPatch,
  LeaseComplianceInputs,
  complianceInputErrors,
  inputsOf,
} from './lease-compliance-inputs.js';
import { type LeaseComplianceReport, reportLeaseCompliance } from './lease-compliance-report.js';

export async function updateLeaseCompliance(
  store: Store,
  clock: Clock,
  leaseId: string,
  patch: LeaseComplianceInputPatch,
): Promise<LeaseComplianceReport> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).get(leaseId);
    if (lease.status === 'TERMINATED' || lease.status === 'EXPIRED') {
      throw new ConflictError(
        `Lease ${leaseId} is ${lease.status}; its compliance information can no longer change`,
        [],
        { lease_status: lease.status },
      );
    }
    const inputs = await inputsOf(tx, leaseId);
    applyPatch(
      inputs,
      { ...patch, complement_exclusions: patch.complement_exclusions === null ? [] : patch.complement_exclusions },
      LEASE_COMPLIANCE_INPUT_FIELDS,
    );
    const errors = complianceInputErrors(inputs);
    if (errors.length > 0) throw new ValidationError('The compliance inputs contradict each other', errors);
    tx.repo(LeaseComplianceInputs).persist(inputs);
    const report = await reportLeaseCompliance(tx, clock, lease, inputs);
    lease.rent_regulation_compliance_status = report.assessment.compliance_status;
    if (report.reference && report.reference_source === 'reference_rents') {
      lease.reference_rent_per_m2 = report.reference.reference_cents / 100;
      lease.reference_rent_increased_per_m2 = report.reference.increased_cents / 100;
    }
    if (report.assessment.rent_control.applicable) lease.is_subject_to_reference_rent_cap = true;
    if (report.assessment.rent_evolution_decree.applicable) lease.is_subject_to_rent_evolution_decree = true;
    await tx.flush();
    return report;
  });
}
