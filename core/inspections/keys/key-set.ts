// The keys of an estate as records: key sets, each of one type with its count and its holder
// (the landlord, the agency, the tenant of a lease, a contractor), and the history of their
// handovers: who gave, who received, when, how many, with which condition report (the entry
// report hands them to the tenant, the exit report takes them back; loi 89-462 art. 3-2, 22).
import type { KeyHolder, KeyType } from '../../../contract/vocabulary/inspections.js';
import type { FieldError } from '../../shared/errors.js';

export class KeySet {
  id!: string;
  tenant_id!: string;
  estate_id!: string;
  key_type!: KeyType;
  /** What tells it from another set of the same type: "porte palière, marque Fichet". */
  label: string | null = null;
  /** The keys of the set today. */
  count!: number;
  holder: KeyHolder = 'LANDLORD';
  /** The agency, the contractor, or a named person of the holder. */
  holder_name: string | null = null;
  /** The lease whose tenant holds the set (holder TENANT only). */
  lease_id: string | null = null;
  comments: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class KeyHandover {
  id!: string;
  tenant_id!: string;
  key_set_id!: string;
  estate_id!: string;
  handed_over_on!: string;
  from_holder!: KeyHolder;
  from_name: string | null = null;
  from_lease_id: string | null = null;
  to_holder!: KeyHolder;
  to_name: string | null = null;
  to_lease_id: string | null = null;
  /** The keys handed over. */
  count!: number;
  /** The keys the giver held: fewer handed over are missing (a deposit retention may follow, art. 22). */
  held_count!: number;
  missing_count!: number;
  /** The entry or exit report the handover belongs to. */
  condition_report_id: string | null = null;
  comments: string | null = null;
  created_at!: Date;
}

export interface Holding {
  holder: KeyHolder;
  holder_name: string | null;
  lease_id: string | null;
}

/** A tenant holds a set through a lease; no one else does. */
export function holdingErrors(holding: Holding, prefix = ''): FieldError[] {
  if (holding.holder === 'TENANT' && holding.lease_id === null)
    return [
      {
        path: `${prefix}lease_id`,
        message: 'a tenant holds keys through a lease: lease_id is required',
        code: 'required',
      },
    ];
  if (holding.holder !== 'TENANT' && holding.lease_id !== null)
    return [
      {
        path: `${prefix}lease_id`,
        message: `lease_id names the tenant's lease: not for a ${holding.holder}`,
        code: 'tenant_only',
      },
    ];
  return [];
}

/** Whether two holdings are the same holder (a handover changes it). */
export function sameHolding(a: Holding, b: Holding): boolean {
  return a.holder === b.holder && (a.holder_name ?? '') === (b.holder_name ?? '') && a.lease_id === b.lease_id;
}

/** Keys missing after a handover: those held and not handed over. */
export function missingKeys(held: number, handed: number): number {
  return Math.max(held - handed, 0);
}
