// The inputs of the lease use cases (spec, Leases), shared by the assembling file (leases.ts) and the
// parts it builds from (create-lease, update-lease, change-rent).
import type { LEASE_WRITABLE_FIELDS, Lease } from './lease.js';

export type LeaseFields = Pick<Lease, (typeof LEASE_WRITABLE_FIELDS)[number]>;
export type NewLease = Partial<LeaseFields> & Pick<Lease, 'estate_id' | 'lease_type_id' | 'start_date'>;

export interface RentChange {
  rent_amount: number;
  effective_date?: string;
  reason?: string | null;
}
