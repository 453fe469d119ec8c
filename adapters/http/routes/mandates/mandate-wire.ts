// A mandate between the wire (percentages, euros) and core (basis points, cents).
import type { ManagementMandate, MandateLot } from '../../../../core/mandates/mandate.js';
import { bpsToPercent, percentToBps } from '../../../../core/mandates/mandate-terms.js';
import type { MandateInput, MandatePatch, MandateTerms, MandateWithLots } from '../../../../core/mandates/types.js';
import type { View } from '../../../../core/ports/store.js';
import { fromCents, toCents } from '../../../../core/shared/money.js';
import type { Page } from '../../../../core/shared/paging.js';
import { paged, wire } from '../../wire.js';

interface PowersBody {
  collect_rents: boolean;
  sign_leases: boolean;
  order_works_up_to: number | null;
  represent_owner: boolean;
}

interface TermsBody {
  starts_on: string;
  duration_months: number;
  tacit_renewal: boolean;
  notice_months: number;
  powers: PowersBody;
  fee_rate: number;
  vat_rate: number;
  fee_base: MandateTerms['fee_base'];
  statement_frequency: MandateTerms['statement_frequency'];
  allows_advances: boolean;
  letting_fees: { visits_file_lease_per_m2: number | null; entry_report_per_m2: number | null };
}

type LotBody = { estate_id?: string; place_id?: string };

function termsOf(body: Partial<TermsBody>): Partial<MandateTerms> {
  const { powers, fee_rate, vat_rate, letting_fees, ...rest } = body;
  return {
    ...rest,
    ...(powers && {
      powers: {
        collect_rents: powers.collect_rents,
        sign_leases: powers.sign_leases,
        order_works_up_to_cents: powers.order_works_up_to === null ? null : toCents(powers.order_works_up_to),
        represent_owner: powers.represent_owner,
      },
    }),
    ...(fee_rate !== undefined && { fee_rate_bps: percentToBps(fee_rate) }),
    ...(vat_rate !== undefined && { vat_rate_bps: percentToBps(vat_rate) }),
    ...(letting_fees && {
      letting_fee_visits_file_lease_per_m2: letting_fees.visits_file_lease_per_m2,
      letting_fee_entry_report_per_m2: letting_fees.entry_report_per_m2,
    }),
  };
}

export function mandateInput(body: TermsBody & { owner_id: string; lots: LotBody[] }): MandateInput {
  return { ...(termsOf(body) as MandateTerms), owner_id: body.owner_id, lots: body.lots };
}

export function mandatePatch(body: Partial<TermsBody> & { lots?: LotBody[] }): MandatePatch {
  const { lots, ...terms } = body;
  return { ...termsOf(terms), ...(lots !== undefined && { lots }) };
}

function lotWire(lot: MandateLot | View<MandateLot>) {
  return { id: lot.id, estate_id: lot.estate_id, place_id: lot.place_id };
}

export function mandateWire({ mandate, lots }: MandateWithLots) {
  const record = wire(mandate as ManagementMandate);
  const { fee_rate_bps, vat_rate_bps, powers, letting_fee_visits_file_lease_per_m2, letting_fee_entry_report_per_m2 } =
    mandate;
  return {
    ...record,
    fee_rate: bpsToPercent(fee_rate_bps),
    vat_rate: bpsToPercent(vat_rate_bps),
    powers: {
      collect_rents: powers.collect_rents,
      sign_leases: powers.sign_leases,
      order_works_up_to: powers.order_works_up_to_cents === null ? null : fromCents(powers.order_works_up_to_cents),
      represent_owner: powers.represent_owner,
    },
    letting_fees: {
      visits_file_lease_per_m2: letting_fee_visits_file_lease_per_m2,
      entry_report_per_m2: letting_fee_entry_report_per_m2,
    },
    lots: lots.map(lotWire),
  };
}

export function mandatePage(page: Page<MandateWithLots>) {
  const { meta } = paged(page);
  return { data: page.items.map(mandateWire), meta };
}
