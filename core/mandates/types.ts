// The shapes the mandate use cases share.
import type { View } from '../ports/store.js';
import type { ManagementMandate, MandateLot } from './mandate.js';

export interface LotInput {
  estate_id?: string;
  place_id?: string;
}

/** The terms a caller writes (create; update gives some of them). */
export type MandateTerms = Pick<
  ManagementMandate,
  | 'starts_on'
  | 'duration_months'
  | 'tacit_renewal'
  | 'notice_months'
  | 'powers'
  | 'fee_rate_bps'
  | 'vat_rate_bps'
  | 'fee_base'
  | 'statement_frequency'
  | 'allows_advances'
  | 'letting_fee_visits_file_lease_per_m2'
  | 'letting_fee_entry_report_per_m2'
>;

export interface MandateInput extends MandateTerms {
  owner_id: string;
  lots: LotInput[];
}

export type MandatePatch = Partial<MandateTerms> & { lots?: LotInput[] };

/** A mandate as answered: the record and its lots. */
export interface MandateWithLots {
  mandate: ManagementMandate | View<ManagementMandate>;
  lots: (MandateLot | View<MandateLot>)[];
}
