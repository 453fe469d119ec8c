// One tenant's part of a period (spec, rent receipts: "one receipt per active tenant, applying that
// tenant's rent_share percentage"; rent and charges separated, charges by category). Each amount is
// split among the tenants by the largest remainder, so the parts add up to the period to the cent.
// A partial payment is imputed to rent and charges in proportion (docs/decisions.md, "Receipts").
import { splitCents } from '../cents.js';
import type { ReceiptAmounts } from '../rent/rent-documents.js';
import type { ChargeCategory } from '../../../contract/vocabulary/billing.js';

export interface PeriodAmounts {
  rent_cents: number;
  charges: { category: ChargeCategory; cents: number }[];
  paid_cents: number;
}

export type TenantPortion = ReceiptAmounts;

/** `shares` are the paying tenants' percentages (two decimals); `index` the tenant whose part is wanted. */
export function tenantPortion(period: PeriodAmounts, shares: readonly number[], index: number): TenantPortion {
  const weights = shares.map((share) => Math.round(share * 100));
  const part = (cents: number) => splitCents(cents, weights)[index];
  const rent = part(period.rent_cents);
  const charges = period.charges.map((c) => ({ category: c.category, cents: part(c.cents) }));
  const chargesCents = charges.reduce((sum, c) => sum + c.cents, 0);
  const paid = part(period.paid_cents);
  const [paidRent, paidCharges] = splitCents(paid, [rent, chargesCents]);
  return {
    rent_cents: rent,
    charges,
    charges_cents: chargesCents,
    total_cents: rent + chargesCents,
    paid_cents: paid,
    paid_rent_cents: paidRent,
    paid_charges_cents: paidCharges,
  };
}
