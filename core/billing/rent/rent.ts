// Rent calls, payments and receipts of a lease (spec, "Rules stated for those areas": rent
// receipts; the lease's rent_frequency, payment_day, payment_terms; loi 89-462 art. 21).
import type { ChargeCategory, PeriodStatus, ReceiptKind } from '../../../contract/vocabulary/billing.js';
import type { PaymentMethod } from '../../../contract/vocabulary/leasing.js';

/** French headings of the décret 87-713 annex, for notices and receipts. */
export const CHARGE_LABELS: Record<ChargeCategory, string> = {
  ELEVATORS: 'Ascenseurs et monte-charge',
  WATER_AND_HEATING: 'Eau froide, eau chaude et chauffage collectif',
  INDIVIDUAL_INSTALLATIONS: 'Installations individuelles',
  COMMON_AREAS: 'Parties communes intérieures',
  OUTDOOR_AREAS: 'Espaces extérieurs',
  HYGIENE: 'Hygiène',
  MISCELLANEOUS_EQUIPMENT: 'Équipements divers',
  TAXES_AND_FEES: 'Impositions et redevances',
  GENERAL: 'Provision pour charges',
};

export interface ChargeAmount {
  category: ChargeCategory;
  amount: number;
}

/** The monthly charges of a lease by category; they total the lease's charges_amount. */
export class LeaseChargeItem {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  category!: ChargeCategory;
  monthly_amount!: number;
  created_at!: Date;
  updated_at!: Date;
}

/** One rent call: a period of the schedule, opened on its due date with the rent in force then. */
export class RentPeriod {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  period_start!: string;
  period_end!: string;
  due_date!: string;
  /** A first or last period shorter than a whole one, prorated by days. */
  prorated = false;
  rent_amount!: number;
  charges_amount!: number;
  charges: ChargeAmount[] = [];
  total_amount!: number;
  paid_amount = 0;
  status: PeriodStatus = 'OPEN';
  /** The day the period became fully paid. */
  paid_on: string | null = null;
  /**
   * A payment went to the period since its receipts were last issued and sent: its quittance or reçu
   * is due (core/billing/receipts/settlement-receipts.ts).
   */
  receipts_due = false;
  /** The account template and published version its notice of rent due prints from, fixed at its first print (docs/decisions.md 296). */
  notice_template_id: string | null = null;
  notice_template_version: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** A payment received on a lease, allocated to the oldest open periods; what is left is credit. */
export class RentPayment {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  amount!: number;
  paid_on!: string;
  method!: PaymentMethod;
  payer!: string;
  reference: string | null = null;
  allocated_amount = 0;
  created_at!: Date;
}

export class PaymentAllocation {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  payment_id!: string;
  period_id!: string;
  amount!: number;
  created_at!: Date;
}

/** One tenant's receipt for one period, its amounts that tenant's share; the PDF is in the FileStore. */
export class RentReceipt {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  period_id!: string;
  lessee_id!: string;
  kind!: ReceiptKind;
  period_start!: string;
  period_end!: string;
  /** The tenant's share of the rent, percent. */
  rent_share!: number;
  rent_amount!: number;
  charges_amount!: number;
  charges: ChargeAmount[] = [];
  total_amount!: number;
  paid_amount!: number;
  paid_rent_amount!: number;
  paid_charges_amount!: number;
  issued_on!: string;
  file_name!: string;
  file_size!: number;
  storage_key!: string;
  /** The account template and published version its PDF was printed from; null for the built-in document (docs/decisions.md 296). */
  template_id: string | null = null;
  template_version: number | null = null;
  created_at!: Date;
}
