import type {
  ChargeSettlementMode,
  LeaseStatus,
  PaymentMethod,
  PaymentTerms,
  RentFrequency,
  RevisionIndexType,
  TenantRole,
  UsageType,
} from '../../contract/vocabulary/leasing.js';

/** A lease (spec, Lease). Money fields are euros; arithmetic goes through cents (core/shared/money.ts). */
export class Lease {
  id!: string;
  tenant_id!: string;
  estate_id!: string;
  lease_type_id!: string;
  reference_number: string | null = null;
  start_date!: string;
  end_date!: string;
  rent_amount!: number;
  rent_frequency: RentFrequency = 'MONTHLY';
  deposit_amount: number | null = null;
  revision_index_type: RevisionIndexType = 'IRL';
  next_revision_date: string | null = null;
  inventory_type: string | null = null;
  usage_type: UsageType = 'RESIDENTIAL_ONLY';
  payment_day: number | null = null;
  payment_terms: PaymentTerms = 'TERME_A_ECHOIR';
  payment_method: PaymentMethod | null = null;
  charge_settlement_mode: ChargeSettlementMode = 'PROVISION';
  charges_amount: number | null = null;
  is_subject_to_rent_evolution_decree = false;
  is_subject_to_reference_rent_cap = false;
  reference_rent_per_m2: number | null = null;
  reference_rent_increased_per_m2: number | null = null;
  base_rent_amount: number | null = null;
  special_conditions: string | null = null;
  status: LeaseStatus = 'DRAFT';
  /** Set by the compliance-update operation (spec, Lease). */
  rent_regulation_compliance_status: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Terms fixed once the lease leaves DRAFT: afterwards they change by amendment or PUT /leases/{id}/rent. */
export const LEASE_TERMS_FIELDS = [
  'estate_id',
  'lease_type_id',
  'start_date',
  'end_date',
  'rent_amount',
  'rent_frequency',
  'deposit_amount',
  'usage_type',
  'payment_terms',
  'charge_settlement_mode',
  'base_rent_amount',
] as const satisfies readonly (keyof Lease)[];

/** Administrative fields, editable until the lease is TERMINATED. */
export const LEASE_ADMIN_FIELDS = [
  'reference_number',
  'revision_index_type',
  'next_revision_date',
  'inventory_type',
  'payment_day',
  'payment_method',
  'charges_amount',
  'is_subject_to_rent_evolution_decree',
  'is_subject_to_reference_rent_cap',
  'reference_rent_per_m2',
  'reference_rent_increased_per_m2',
  'special_conditions',
] as const satisfies readonly (keyof Lease)[];

export const LEASE_WRITABLE_FIELDS = [...LEASE_TERMS_FIELDS, ...LEASE_ADMIN_FIELDS] as const;

/** One change of rent (PUT /leases/{id}/rent): the history is append-only. */
export class LeaseRentRevision {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  old_rent_amount!: number;
  new_rent_amount!: number;
  effective_date!: string;
  reason: string | null = null;
  created_at!: Date;
}

/** A lessee on a lease (spec, Lease-lessee association). */
export class LeaseLessee {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  lessee_id!: string;
  role!: TenantRole;
  start_date!: string;
  /** The day the tenant leaves; null while the term is open. */
  end_date: string | null = null;
  /** Explicit percentage of the rent, or null for an equal split of the remainder. */
  rent_share: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/**
 * An uploaded file of a lease, as a lease document and an amendment's document record it (spec,
 * Lease document; Amendment document); the bytes live in the FileStore under `storage_key`.
 */
export abstract class StoredLeaseDocument {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  document_type!: string;
  description: string | null = null;
  file_name!: string;
  content_type!: string;
  file_size!: number;
  sha256!: string;
  storage_key!: string;
  created_at!: Date;
  updated_at!: Date;
}

/** An uploaded file of a lease (spec, Lease document). */
export class LeaseDocument extends StoredLeaseDocument {}
