// The records of recoverable charges (spec, "Rules stated for those areas": Charges; loi 89-462
// art. 23): what a building spends, how it is shared, what a lease pays in advance, when changes
// are frozen, and who changed what. Money fields are euros; arithmetic goes through cents.
import type { CaretakerTask, ChargeCategoryCode, DistributionKey } from '../../contract/vocabulary/charges.js';

/** A service the building receives under a contract (elevator upkeep, cleaning, green spaces ...). */
export class BuildingService {
  id!: string;
  tenant_id!: string;
  place_id!: string;
  name!: string;
  category!: ChargeCategoryCode;
  provider: string | null = null;
  contract_reference: string | null = null;
  start_date: string | null = null;
  end_date: string | null = null;
  annual_cost: number | null = null;
  notes: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const BUILDING_SERVICE_FIELDS = [
  'name',
  'category',
  'provider',
  'contract_reference',
  'start_date',
  'end_date',
  'annual_cost',
  'notes',
] as const satisfies readonly (keyof BuildingService)[];

/** An estate's tantièmes for one category (a ground floor may hold none of the elevator's). */
export interface TantiemeShare {
  estate_id: string;
  shares: number;
}

/** How a building shares one category of charges among its lots (one per place and category). */
export class ChargeConfiguration {
  id!: string;
  tenant_id!: string;
  place_id!: string;
  category!: ChargeCategoryCode;
  distribution_key!: DistributionKey;
  /** METER_CONSUMPTION: the collective meter whose sub-meters on the estates give each lot's share. */
  meter_id: string | null = null;
  /** TANTIEMES: the lots' shares; a lot left out bears none of the category. */
  tantiemes: TantiemeShare[] = [];
  /** CARETAKER: the tasks the caretaker's contract gives (décret 87-713 art. 2 c) and d)). */
  caretaker_tasks: CaretakerTask[] = [];
  /** The recoverable part of the expenses, in percent: 100, or for a caretaker 75, 40 or 0. */
  recoverable_percent = 100;
  notes: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const CHARGE_CONFIGURATION_FIELDS = [
  'category',
  'distribution_key',
  'meter_id',
  'tantiemes',
  'caretaker_tasks',
  'notes',
] as const satisfies readonly (keyof ChargeConfiguration)[];

/** An actual expense of the building, for the period it covers (an invoice, a tax notice). */
export class ChargeExpense {
  id!: string;
  tenant_id!: string;
  place_id!: string;
  category!: ChargeCategoryCode;
  label!: string;
  amount!: number;
  period_start!: string;
  period_end!: string;
  invoice_date: string | null = null;
  supplier: string | null = null;
  invoice_reference: string | null = null;
  building_service_id: string | null = null;
  notes: string | null = null;
  /**
   * An expense one lot bears alone: the recoverable part of a syndic's expenses already allocated to
   * the lot (core/syndic), shared only among that estate's leases; null for the building's own.
   */
  estate_id: string | null = null;
  syndic_expense_id: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const CHARGE_EXPENSE_FIELDS = [
  'category',
  'label',
  'amount',
  'period_start',
  'period_end',
  'invoice_date',
  'supplier',
  'invoice_reference',
  'building_service_id',
  'notes',
] as const satisfies readonly (keyof ChargeExpense)[];

/** A monthly provision a lease pays for one category, from a date (loi 89-462 art. 23: provisions). */
export class ChargeProvision {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  category!: ChargeCategoryCode;
  monthly_amount!: number;
  effective_from!: string;
  /** The last day it applies; null while it runs. */
  effective_to: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const CHARGE_PROVISION_FIELDS = [
  'category',
  'monthly_amount',
  'effective_from',
  'effective_to',
] as const satisfies readonly (keyof ChargeProvision)[];

/** A period during which charges may not change (for one building, or all when place_id is null). */
export class ChargeFreezePeriod {
  id!: string;
  tenant_id!: string;
  place_id: string | null = null;
  start_date!: string;
  end_date!: string;
  reason!: string;
  legal_reference: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const CHARGE_FREEZE_PERIOD_FIELDS = [
  'place_id',
  'start_date',
  'end_date',
  'reason',
  'legal_reference',
] as const satisfies readonly (keyof ChargeFreezePeriod)[];
