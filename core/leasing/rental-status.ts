import type { RentalStatus } from '../../contract/vocabulary/property.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';

/**
 * Spec, Estate rental_status: RENTED with at least one ACTIVE lease, NOTICE with at least one lease
 * under NOTICE and none ACTIVE, VACANT otherwise (draft, pending, finalisation, terminated, expired).
 */
export function deriveRentalStatus(leaseStatuses: readonly LeaseStatus[]): RentalStatus {
  if (leaseStatuses.includes('ACTIVE')) return 'RENTED';
  if (leaseStatuses.includes('NOTICE')) return 'NOTICE';
  return 'VACANT';
}
